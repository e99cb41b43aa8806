import requests
from celery import shared_task

from regulations_client import documents


@shared_task(autoretry_for=(requests.RequestException,), retry_backoff=True, max_retries=3)
def import_documents(number):
    return documents(number).json()
