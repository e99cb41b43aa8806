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
