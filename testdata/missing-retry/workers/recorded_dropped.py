# A handler that records the failure with an error tracker and goes on: the
# failure is seen, but the work is lost and no layer retries it (medium). A
# handler that falls back without recording anything is not reported.
import requests
import sentry_sdk
from celery import shared_task


@shared_task
def sync_invoice(invoice_id):
    try:
        requests.get(f"https://billing.example.com/v1/invoices/{invoice_id}", timeout=10)  # expect: missing-retry@medium
    except Exception as exc:
        sentry_sdk.capture_exception(exc)


@shared_task
def load_banner():
    try:
        return requests.get("https://cms.example.com/v1/banner", timeout=10).text
    except Exception:
        return ""
