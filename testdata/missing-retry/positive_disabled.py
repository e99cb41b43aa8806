# Retries configured but disabled (`max_retries=0`) are not retries.
import requests
from requests.adapters import HTTPAdapter

session = requests.Session()
session.mount("https://", HTTPAdapter(max_retries=0))


def fetch_report(url):
    return session.get(url, timeout=10)  # expect: missing-retry@medium


def push_update(url, payload):
    # Only connection errors are contained: a 5xx from raise_for_status()
    # still propagates, with no retry.
    try:
        session.post(url, json=payload, timeout=10).raise_for_status()  # expect: missing-retry@medium
    except requests.ConnectionError:
        return None


# Retries on one session do not cover another session of the same library.
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

retrying_session = requests.Session()
retrying_session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=1)))
plain_session = requests.Session()
plain_session.mount("https://", HTTPAdapter(max_retries=0))


def push_area(url, body):
    try:
        return plain_session.put(url, data=body, timeout=10)  # expect: missing-retry@medium
    except requests.RequestException as e:
        raise AreaError(f"push failed: {e}")


def pull_area(url):
    try:
        return retrying_session.put(url, timeout=10)
    except requests.RequestException as e:
        raise AreaError(f"pull failed: {e}")


class AreaError(Exception):
    pass
