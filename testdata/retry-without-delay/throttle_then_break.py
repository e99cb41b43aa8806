import logging
import time

import requests

log = logging.getLogger(__name__)


# Only a 429 goes round, after a wait; any other failure leaves the loop.
# Not reported.
def reservations_page(url):
    items = None
    for attempt in range(4):
        res = requests.get(url, timeout=10)
        if res.status_code == 200:
            items = res.json()
            break
        if res.status_code == 429:
            time.sleep(0.7 * (attempt + 1))
            continue
        log.error("reservations page failed: %s", res.status_code)
        break
    return items


# A 502 falls to the end of the body and goes round at once.
def guests_page(url):
    for attempt in range(4):  # expect: retry-without-delay
        res = requests.get(url, timeout=10)
        if res.status_code == 200:
            return res.json()
        if res.status_code == 429:
            time.sleep(0.7 * (attempt + 1))
            continue
        log.error("guests page failed: %s", res.status_code)
    return None
