import requests
from celery import shared_task

from . import payouts


@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=5)
def run_payout_task(payout_id):
    payouts.run_payout(payout_id)
