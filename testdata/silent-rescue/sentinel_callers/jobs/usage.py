from celery import shared_task

from ..services.analytics import record_usage


@shared_task(autoretry_for=(Exception,), max_retries=5)
def push_usage(account_id, units):
    record_usage(account_id, units)
