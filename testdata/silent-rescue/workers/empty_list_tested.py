"""A fetch that answers an empty list on failure, tested by its caller for
emptiness: an empty list is also what a feed with no new items answers, so
the test cannot tell the outage from no data (the failure stays silent).
A `None` answer tested by the caller is a failure the caller handles."""
import logging

import requests
from celery import shared_task

log = logging.getLogger(__name__)
FEED_URL = "https://feeds.example.com/items"


def fetch_items(since):
    try:
        response = requests.get(FEED_URL, params={"since": since}, timeout=10)
        response.raise_for_status()
        return response.json()["items"]
    except Exception as e:  # expect: silent-rescue
        log.error("feed fetch failed: %s", e)
        return []


def fetch_cursor(feed):
    try:
        response = requests.get(f"{FEED_URL}/{feed}/cursor", timeout=10)
        response.raise_for_status()
        return response.json()["cursor"]
    except Exception as e:  # expect: silent-rescue@medium
        log.error("cursor fetch failed: %s", e)
        return None


@shared_task
def sync_feed(since):
    items = fetch_items(since)
    if not items:
        log.info("no new items")
        return
    for item in items:
        store(item)


@shared_task
def sync_cursor(feed):
    cursor = fetch_cursor(feed)
    if cursor is None:
        raise RuntimeError(f"no cursor for {feed}")
    store(cursor)


def store(value):
    log.info("stored %s", value)
