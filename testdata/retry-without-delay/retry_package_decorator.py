"""The `retry` package: `delay` defaults to 0, so `backoff=2` alone waits
nothing (0 * 2 is 0) and `tries` defaults to forever."""
import requests
from retry import retry


@retry(ConnectionError, backoff=2)  # expect: retry-without-delay
def save(url, body):
    return requests.post(url, json=body, timeout=10)


@retry(ConnectionError, tries=5, delay=1, backoff=2)
def save_paced(url, body):
    return requests.post(url, json=body, timeout=10)


@retry(ConnectionError, tries=1)
def save_once(url, body):
    return requests.post(url, json=body, timeout=10)
