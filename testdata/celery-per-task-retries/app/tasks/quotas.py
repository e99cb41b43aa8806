"""Celery retries a task only through `autoretry_for` or `self.retry(...)`.
`retry_backoff` and `max_retries` alone only shape retries that never start:
this task runs its call once (round 89 recall #7), so the call is reported
as it would be with no retry options at all."""
import requests
from celery import shared_task


@shared_task(bind=True, retry_backoff=True, retry_backoff_max=3600, max_retries=10)
def update_quota(self, username, quota):
    resp = requests.put(  # expect: missing-retry
        "https://mail.example.com/api/quota",
        json={"user": username, "quota": quota},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()
