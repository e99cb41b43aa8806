"""A task with no retry options of its own: the retry options another task
declares do not retry it (high)."""
import requests
from celery import shared_task


@shared_task
def refresh_digest(user_id):
    return requests.get(f"https://digests.example.com/users/{user_id}", timeout=10).json()  # expect: missing-retry
