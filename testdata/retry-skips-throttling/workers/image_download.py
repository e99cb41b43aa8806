# Unattended code (a Celery task): the retry decision skips 429 (high).
import requests
from celery import shared_task


class RetryableError(Exception):
    pass


@shared_task(autoretry_for=(RetryableError,), max_retries=5, retry_backoff=True)
def download_image(url):
    resp = requests.get(url, timeout=30)
    if resp.status_code >= 500:  # expect: retry-skips-throttling
        raise RetryableError(f"retryable status {resp.status_code}")
    return resp.content
