from celery import shared_task

from .query import run_query
from .sub import Sub


@shared_task
def refresh_accounts():
    try:
        run_query(Sub(), "open accounts")
    except Exception:  # expect: silent-rescue
        pass
