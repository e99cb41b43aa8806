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
