import logging
import os

import requests

log = logging.getLogger(__name__)

HOOK_URL = os.environ["LIVE_HOOK_URL"]
ORDERS_URL = os.environ["ORDERS_URL"]


# A live-event hook: nothing reads the answer of the POST, and the function
# answers None whether it went through or not, so a lost event is the
# design (medium).
def emit(events):
    try:
        requests.post(HOOK_URL, json={"events": events}, timeout=0.5)  # expect: short-timeout@medium
    except requests.RequestException:
        return None


# The same POST whose caller gets the created order: a failure answers None
# where a success answers the order, so the early abort loses it (high).
def create_order(order):
    try:
        resp = requests.post(ORDERS_URL, json=order, timeout=0.5)  # expect: short-timeout
        return resp.json()
    except requests.RequestException as e:
        log.warning("order failed: %s", e)
        return None
