import logging

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# 429 listed; urllib3 honours Retry-After by default.
policy = Retry(total=5, backoff_factor=1, status_forcelist=[429, 500, 502, 503, 504])
adapter = HTTPAdapter(max_retries=policy)

# A 5xx check that is not about retrying.
def report(response):
    if response.status_code >= 500:
        logging.error("server error %s", response.status_code)


# Retry code that already handles throttling.
def call_with_retry(url):
    for _ in range(3):
        r = requests.get(url, timeout=5)
        if r.status_code == 429 or r.status_code >= 500:
            retry_after = float(r.headers.get("Retry-After", "1"))
            continue
        return r
    return None


# Timings, not statuses.
RETRY_BACKOFF_SECONDS = [1, 2, 5]
