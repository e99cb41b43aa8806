"""Handlers around a resolved remote call that log the error and hand back a
default: the failure is still swallowed (high, spec v3)."""
import logging
import socket

import requests

log = logging.getLogger(__name__)
NOTIFY_URL = "https://notify.example.com/api/v1/subscriptions"


def subscribe_facility(facility_key):
    try:
        requests.post(NOTIFY_URL, json={"facility": facility_key}, timeout=10).raise_for_status()
        return True
    except Exception as e:  # expect: silent-rescue
        log.error("subscription failed: %r", e)
        return None


def touch_recipe(recipe_id):
    try:
        requests.put(f"{NOTIFY_URL}/recipes/{recipe_id}", timeout=10)
    except (requests.ConnectionError, socket.timeout) as e:  # expect: silent-rescue@medium
        log.warning("recipe touch failed: %s", e)
