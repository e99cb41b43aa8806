import requests
from celery import shared_task


# Retries were switched off by commenting them out:
# @shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True)
@shared_task
def sync_ledger(account_id):
    return requests.get(f"https://ledger.example.com/accounts/{account_id}", timeout=10)  # expect: missing-retry
