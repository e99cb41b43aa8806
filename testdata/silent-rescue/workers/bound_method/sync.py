# The client's `get` sends through the method it hands to a wrapper: the
# swallowed failure is a remote one.
from celery import shared_task

from .client import RestClient


@shared_task
def sync_account(account_id):
    client = RestClient("https://billing.example.com")
    try:
        client.get(f"accounts/{account_id}")
    except Exception:  # expect: silent-rescue
        pass
