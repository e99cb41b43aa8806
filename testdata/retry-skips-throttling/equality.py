import time

import requests


def fetch_with_retries(url):
    for attempt in range(3):
        r = requests.get(url, timeout=5)
        if r.status_code == 503:  # expect: retry-skips-throttling
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return r.json()


def fetch_report_with_retries(url):
    # 429 is in the same test: not reported.
    for attempt in range(3):
        r = requests.get(url, timeout=5)
        if r.status_code == 503 or r.status_code == 429:  # expect: retry-skips-throttling@medium
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return r.json()


def status_label(status):
    # An equality outside retry code picks a label.
    if status == 500:
        return "server error"
    return "ok"
