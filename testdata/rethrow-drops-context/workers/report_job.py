# Unattended code (a Celery task): the HTTP status of the caught error is lost
# to the task's retry logic (high).
import requests
from celery import shared_task


class ReportError(Exception):
    pass


@shared_task
def download_report(url):
    try:
        resp = requests.get(url, timeout=30)
        resp.raise_for_status()
        return resp.content
    except requests.HTTPError as e:
        raise ReportError(f"report download failed: {e}")  # expect: rethrow-drops-context@medium
