"""Twin: the predicates cover 429 too; an inline `in (429, ...)` is a 429 decision."""
import time

import backoff
import requests
from tenacity import retry, retry_if_result, stop_after_attempt, wait_exponential


# 429 is covered; only the info refinement remains: backoff.expo never waits
# for Retry-After (the read in fetch_with_retry below is another retry).
@backoff.on_predicate(backoff.expo, lambda r: r.status_code == 429 or r.status_code >= 500, max_tries=5)  # expect: retry-skips-throttling@medium
def get_catalog():
    return requests.get("https://catalog.example.com/items", timeout=10)


def _transient(resp):
    return resp.status_code in (429, 502, 503, 504)


@retry(retry=retry_if_result(_transient), stop=stop_after_attempt(4), wait=wait_exponential())
def get_prices():
    return requests.get("https://prices.example.com/latest", timeout=10)


def fetch_with_retry(url, attempts=4):
    for attempt in range(attempts):
        resp = requests.get(url, timeout=10)
        if resp.status_code in (429, 503):
            time.sleep(float(resp.headers.get("Retry-After", 2 ** attempt)))
            continue
        if resp.status_code >= 500:
            time.sleep(2 ** attempt)
            continue
        return resp
    return resp
