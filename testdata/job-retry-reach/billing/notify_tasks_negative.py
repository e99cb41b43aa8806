import requests
from celery import shared_task


# Twin: Celery retries the task five times with backoff.
@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=5)
def notify_carrier(carrier_url, payload):
    requests.put(carrier_url, json=payload, timeout=10)
