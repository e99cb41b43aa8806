"""A function that ends at its handler and is called only as one step per
item of a loop isolates that item's failure (medium); the same handler in
a function called once stays high."""
import logging

import requests

log = logging.getLogger(__name__)


def resync(ref):
    try:
        requests.post(f"https://ci.example.com/api/resync/{ref}", timeout=10).raise_for_status()
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"resync of {ref} failed: {e}")


def resync_stale(stale):
    for ref in stale:
        log.info(f"resyncing {ref}")
        resync(ref)


def publish(ref):
    try:
        requests.post(f"https://ci.example.com/api/publish/{ref}", timeout=10).raise_for_status()
    except Exception as e:  # expect: silent-rescue
        log.error(f"publish of {ref} failed: {e}")


def publish_latest(refs):
    publish(refs[-1])
