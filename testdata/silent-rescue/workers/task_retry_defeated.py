# A Celery task that asks for retries by error class, and a handler in it
# that ends the task without raising: the retry never runs.
import logging

import requests
from celery import shared_task

logger = logging.getLogger(__name__)


class ValidationError(Exception):
    pass


def notify_admins(message):
    logger.error(message)


@shared_task(bind=True, max_retries=3, autoretry_for=(Exception,))
def transfer_package(self, package):
    try:
        if "path" not in package:
            raise ValidationError("no path")
        response = requests.put(package["target"], data=package["body"], timeout=30)
        response.raise_for_status()
    except ValidationError as e:
        notify_admins(f"invalid package: {e}")
    except Exception as e:  # expect: silent-rescue
        notify_admins(f"transfer failed: {e}")


@shared_task(bind=True, max_retries=3, autoretry_for=(requests.RequestException,))
def fetch_manifest(self, url):
    try:
        response = requests.get(url, timeout=30)
        response.raise_for_status()
        return response.json()
    except requests.RequestException as e:  # expect: silent-rescue
        notify_admins(f"manifest fetch failed: {e}")
        return None


# Handled, then handed back to the task's retry.
@shared_task(bind=True, max_retries=3, autoretry_for=(Exception,))
def transfer_receipt(self, receipt):
    try:
        requests.post(receipt["target"], json=receipt, timeout=30).raise_for_status()
    except Exception as e:
        notify_admins(f"receipt failed: {e}")
        raise


@shared_task(bind=True, max_retries=3)
def transfer_audit(self, audit):
    try:
        requests.post(audit["target"], json=audit, timeout=30).raise_for_status()
    except Exception as e:
        notify_admins(f"audit failed: {e}")
        raise self.retry(exc=e)


def handle_failure(task, error):
    notify_admins(f"{task} failed: {error}")
    raise RuntimeError("delivery failed") from error


# The handler hands the error to a helper that raises again.
@shared_task(bind=True, max_retries=3, autoretry_for=(Exception,))
def transfer_invoice(self, invoice):
    try:
        requests.post(invoice["target"], json=invoice, timeout=30).raise_for_status()
    except Exception as e:
        handle_failure("transfer_invoice", e)


# A designed degradation: the task records an unknown status and goes on.
@shared_task(bind=True, max_retries=3, autoretry_for=(Exception,))
def classify_document(self, document):
    try:
        label = requests.post(document["classifier"], json=document, timeout=30).json()["label"]
    except Exception as e:
        logger.error("classifier failed: %s", e, exc_info=True)
        label = "unknown"
    document["label"] = label
    return document
