import logging

import requests
from celery import shared_task

log = logging.getLogger(__name__)


@shared_task
def deliver_hook(url, payload):
    try:
        requests.post(url, json=payload, timeout=10)
    except requests.ConnectionError:  # expect: silent-rescue@medium
        # Swallow connection failures to a subscriber's endpoint: they are
        # the subscriber's problem and must not page us.
        log.error("hook delivery to %s failed", url)


@shared_task
def deliver_receipt(url, payload):
    try:
        requests.post(url, json=payload, timeout=10)
    except requests.ConnectionError:  # expect: silent-rescue
        log.error("receipt delivery to %s failed", url)
