import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

session = requests.Session()
retry_policy = Retry(total=5, backoff_factor=0.5, status_forcelist=[500, 502, 503, 504])  # expect: retry-skips-throttling
session.mount("https://", HTTPAdapter(max_retries=retry_policy))

RETRIABLE_STATUS_CODES = (502, 503, 504)  # expect: retry-skips-throttling


def should_retry(response):
    return 500 <= response.status_code < 600  # expect: retry-skips-throttling


def fetch_with_retry(url, attempts=3):
    for attempt in range(attempts):
        resp = session.get(url, timeout=10)
        if resp.status_code > 500:  # expect: retry-skips-throttling
            continue
        return resp
    raise RuntimeError("gave up")


def check_upstream_status(status_code):
    if status_code >= 500:  # expect: retry-skips-throttling
        raise requests.HTTPError(f"Retryable upstream error ({status_code})")


def retrying_get(url):
    for _ in range(3):
        r = requests.get(url, timeout=5)
        if r.status_code == 429:  # expect: retry-skips-throttling@medium
            continue
        return r
    return None


# A `>= 500` predicate passed to a retry decorator.
import backoff
from tenacity import retry as tretry, retry_if_result, stop_after_attempt


@backoff.on_predicate(backoff.expo, lambda r: r.status_code >= 500, max_tries=5)  # expect: retry-skips-throttling
def fetch_report(url):
    return requests.get(url, timeout=10)


@tretry(retry=retry_if_result(lambda r: r.status_code >= 500), stop=stop_after_attempt(3))  # expect: retry-skips-throttling
def fetch_export(url):
    return requests.get(url, timeout=10)
