import logging

import requests

log = logging.getLogger(__name__)

FEEDS_URL = "https://feeds.example.org"


# Named by the module's entry below: whoever calls that gets the empty
# answer (medium).
def fetch_feed(site_key):
    try:
        resp = requests.get(f"{FEEDS_URL}/sites/{site_key}/feed", timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.error(e.response)
        return []


# Nothing in the scan names it, and the module's own code, which calls its
# sibling above, leaves it out: a helper nobody wired in, dead code (medium).
def pin_feed(site_key):
    try:
        resp = requests.put(f"{FEEDS_URL}/sites/{site_key}/pin", timeout=10)
        resp.raise_for_status()
        return True
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.error(e.response)
        return False


def refresh_feeds(site_keys):
    return {key: fetch_feed(key) for key in site_keys}
