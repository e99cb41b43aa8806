"""Twin: the failures are logged and re-raised."""
import logging
import socket

import requests

log = logging.getLogger(__name__)
NOTIFY_URL = "https://notify.example.com/api/v1/subscriptions"


def subscribe_facility(facility_key):
    try:
        requests.post(NOTIFY_URL, json={"facility": facility_key}, timeout=10).raise_for_status()
        return True
    except Exception as e:
        log.error("subscription failed: %r", e)
        raise


def touch_recipe(recipe_id):
    try:
        requests.put(f"{NOTIFY_URL}/recipes/{recipe_id}", timeout=10)
    except (requests.ConnectionError, socket.timeout) as e:
        log.warning("recipe touch failed: %s", e)
        raise
