"""A Celery task file that connects a signal handler (`@task_failure.connect`)
and passes `retries=0` to another library's upload call: neither is a task
framework retrying the job (round 44 M5: the two together were read as a
Prefect or Huey task declared with its retries), so the plain call in the task is high."""
import requests
from celery import shared_task
from celery.signals import task_failure

import archive_client


@task_failure.connect()
def report_failure(sender=None, **kwargs):
    print("task failed", sender)


@shared_task(acks_late=True)
def fetch_capture(capture_id):
    return requests.get(f"https://capture.example.org/captures/{capture_id}", timeout=10).json()  # expect: missing-retry


@shared_task(acks_late=True)
def upload_capture(path):
    archive_client.upload_file(path, retries=0, retries_sleep=0)
