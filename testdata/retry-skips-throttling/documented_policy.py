import time

import requests

ATTEMPTS = 4


def call_broker(call, attempts=ATTEMPTS):
    """Retry calls to the queue broker.

    - 5xx: exponential backoff retry
    - 4xx: raise at once (the broker answers 429 when its queue is full, which won't change on retry)
    """
    for i in range(attempts):
        try:
            return call()
        except requests.HTTPError as exc:
            status = exc.response.status_code
            if status < 500 or i == attempts - 1:  # expect: retry-skips-throttling@medium
                raise
            time.sleep(0.5 * 2**i)


def call_partner(call, attempts=ATTEMPTS):
    """Retry calls to the partner API with backoff."""
    for i in range(attempts):
        try:
            return call()
        except requests.HTTPError as exc:
            status = exc.response.status_code
            if status < 500 or i == attempts - 1:  # expect: retry-skips-throttling
                raise
            time.sleep(0.5 * 2**i)
