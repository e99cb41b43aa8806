import requests


class UpstreamError(Exception):
    pass


def load_report(url):
    try:
        resp = requests.get(url, timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.RequestException as exc:
        raise UpstreamError(f"report download failed: {exc}")  # expect: rethrow-drops-context


def push_metrics(session: requests.Session, url, payload):
    try:
        return session.post(url, json=payload, timeout=5)
    except Exception as err:
        raise UpstreamError(str(err)) from None  # expect: rethrow-drops-context


def fetch_body(url):
    try:
        return requests.get(url, timeout=3).text
    except requests.HTTPError as e:
        raise RuntimeError(e.response.text)  # expect: rethrow-drops-context
