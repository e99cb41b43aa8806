import requests
from celery import shared_task

from .ledger import record_payment


@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=5)
def settle_payment(payment_id):
    record_payment(payment_id)
