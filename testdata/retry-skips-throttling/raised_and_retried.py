# A `>= 500` test that goes round early, followed by raise_for_status() in
# the same try, whose handler catches the status error and lets the loop go
# round: every other error status, 429 included, is retried there too (not
# reported). A handler that gives up at once leaves the 429 failing.
import time

import requests


def fetch_entries(session, url, body, retries=3):
    for attempt in range(1, retries + 1):
        try:
            response = session.post(url, json=body, timeout=30)
            if response.status_code >= 500 and attempt < retries:
                time.sleep(attempt)
                continue
            response.raise_for_status()
            return response.json()
        except requests.RequestException:
            if attempt == retries:
                raise
            time.sleep(attempt)
    return {}


def fetch_entry(session, url, retries=3):
    for attempt in range(1, retries + 1):
        try:
            response = session.get(url, timeout=30)
            if response.status_code >= 500 and attempt < retries:  # expect: retry-skips-throttling
                time.sleep(attempt)
                continue
            response.raise_for_status()
            return response.json()
        except requests.RequestException:
            raise
    return {}
