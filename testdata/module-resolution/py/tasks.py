from celery import shared_task

from .clients.ledger import LedgerClient


@shared_task
def sync_balance(account):
    client = LedgerClient()
    try:
        return client.get(f"/accounts/{account}")
    except Exception:  # expect: silent-rescue
        return None
