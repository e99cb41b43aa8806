# A project whose task framework retries failed tasks. The tasks themselves
# are retried (not reported); a raw call in a helper the tasks may call is
# reported at medium confidence: the task layer may be its retry.
import time

import requests
from celery import shared_task


@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=5)
def deliver_hook(url, payload):
    requests.post(url, json=payload, timeout=10)


@shared_task(bind=True, max_retries=3)
def sync_account(self, url):
    try:
        requests.put(url, timeout=10)
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=30)


# Three callers up, a Celery task retries the whole purge.
@shared_task(bind=True)
def purge_task(task, key):
    try:
        Purger().purge(key)
    except requests.RequestException as exc:
        raise task.retry(exc=exc)


class Purger:
    def purge(self, key):
        self._purge_twice(key)

    def _purge_twice(self, key):
        self._purge_once(key)
        time.sleep(2)
        self._purge_once(key)

    def _purge_once(self, key):
        requests.post(f"https://cdn.example.com/purge/{key}", timeout=10).raise_for_status()


def fetch_feed(url):
    return requests.get(url, timeout=10)  # expect: missing-retry@medium
