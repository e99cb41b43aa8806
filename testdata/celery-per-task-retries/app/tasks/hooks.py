"""A class-based task that retries itself (`self.retry` in its own `run`)
is a task, not a base class: its retries do not speak for the hook
delivery beside it (high)."""
import requests
from celery.task import Task
from django.conf import settings


class DeliverHook(Task):
    def run(self, target, payload, **kwargs):
        requests.put(target, json=payload, timeout=10).raise_for_status()  # expect: missing-retry


class DeliverScheduled(Task):
    max_retries = 5

    def run(self, schedule_id, **kwargs):
        try:
            requests.put(f"{settings.SCHEDULES_URL}/{schedule_id}/run", timeout=10).raise_for_status()
        except requests.RequestException as exc:
            raise self.retry(exc=exc, countdown=30)
