import requests
from celery import shared_task


# Retries turned off: autoretry_for with max_retries=0 never retries.
@shared_task(autoretry_for=(requests.RequestException,), max_retries=0)
def notify_partner(partner_url, payload):
    requests.put(partner_url, json=payload, timeout=10)  # expect: missing-retry
