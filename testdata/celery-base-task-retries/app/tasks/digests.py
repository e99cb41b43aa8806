"""Tasks of a project whose base task class retries: medium."""
import requests
from celery import shared_task

from app.tasks.base import RetryingTask


@shared_task(base=RetryingTask)
def refresh_digest(user_id):
    return requests.get(f"https://digests.example.com/users/{user_id}", timeout=10).json()  # expect: missing-retry@medium
