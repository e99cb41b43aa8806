# `sync_feeds` is on the beat schedule (settings.py): the next run is its
# retry (medium). `import_feed` runs once per request for it (high).
import requests
from celery import shared_task


@shared_task
def sync_feeds():
    response = requests.get("https://feeds.example.com/updates", timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()


@shared_task
def import_feed(feed_id):
    response = requests.get(f"https://feeds.example.com/feeds/{feed_id}", timeout=10)  # expect: missing-retry
    response.raise_for_status()
    return response.json()


@shared_task
def refresh_views():
    # Scheduled with add_periodic_task (celery_app.py): medium.
    response = requests.get("https://views.example.com/refresh", timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()


def pull_labels():
    # Only the scheduled task below calls this helper: the next tick runs it
    # again (medium).
    response = requests.get("https://labels.example.com/all", timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()


def pull_owner(owner_id):
    # Called by `import_owner`, which runs once per request for it (high).
    response = requests.get(f"https://owners.example.com/{owner_id}", timeout=10)  # expect: missing-retry
    response.raise_for_status()
    return response.json()


@shared_task
def sync_labels():
    return pull_labels()


@shared_task
def import_owner(owner_id):
    return pull_owner(owner_id)
