# Python keeps the caught exception as the new one's `__context__`, and a job
# retry retries whatever reaches it: these are medium unless a retry in sight
# decides by error class (autoretry_task.py).
import requests


class UpstreamError(Exception):
    pass


def load_report(url):
    try:
        resp = requests.get(url, timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.RequestException as exc:
        raise UpstreamError(f"report download failed: {exc}")  # expect: rethrow-drops-context@medium


def push_metrics(session: requests.Session, url, payload):
    try:
        return session.post(url, json=payload, timeout=5)
    except Exception as err:
        raise UpstreamError(str(err)) from None  # expect: rethrow-drops-context@medium


def fetch_body(url):
    try:
        return requests.get(url, timeout=3).text
    except requests.HTTPError as e:
        raise RuntimeError(e.response.text)  # expect: rethrow-drops-context@medium


from urllib.request import urlopen


def read_manifest(url):
    # urlopen raises HTTPError for 4xx/5xx, and the catch-all receives it.
    try:
        with urlopen(url, timeout=10) as resp:
            return resp.read()
    except Exception as exc:
        raise UpstreamError("manifest fetch failed: %s" % exc)  # expect: rethrow-drops-context@medium


def post_hook(session: requests.Session, url, body):
    try:
        return session.post(url, json=body, timeout=5)
    except requests.RequestException as err:
        # The handler knows there is a response with a status, handles one
        # status, and drops it for every other one.
        if err.response is not None and err.response.status_code == 404:
            return None
        raise UpstreamError(err.args[0])  # expect: rethrow-drops-context@medium


# A module-style SDK resource call (`stripe.Charge.create`).
import stripe


class BillingError(Exception):
    pass


def charge(customer, amount):
    try:
        return stripe.Charge.create(customer=customer, amount=amount)
    except Exception as e:
        raise BillingError(f"charge failed: {e}")  # expect: rethrow-drops-context@medium
