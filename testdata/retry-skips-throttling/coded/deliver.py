# The API names throttling by its error code: the file takes it apart.
import time

import requests

RETRY_STATUSES = (500, 502, 503, 504)  # expect: retry-skips-throttling@medium


def deliver(url, payload, attempt=0):
    # Retried by recursion with a backoff when the status is listed: no
    # missing-retry.
    response = requests.post(url, json=payload, timeout=10)
    if response.ok:
        return "sent"
    if response.json().get("error") == "RATE_LIMITED":
        return "throttled"
    if response.status_code in RETRY_STATUSES and attempt < 3:
        time.sleep(2**attempt)
        return deliver(url, payload, attempt + 1)
    return "failed"
