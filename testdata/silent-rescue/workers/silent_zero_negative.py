"""Twins of silent_zero.py: the failure is passed on, or logged with the
error around local work (not a completely silent catch-all)."""
import logging
import os

import requests

logger = logging.getLogger(__name__)
BILLING_URL = os.environ.get("BILLING_URL", "https://billing.internal")


class BillingUnavailable(Exception):
    pass


def pending_invoice_total(account_id):
    try:
        resp = requests.get(f"{BILLING_URL}/accounts/{account_id}/pending", timeout=5)
        resp.raise_for_status()
        return resp.json()["total"]
    except Exception as exc:
        raise BillingUnavailable(account_id) from exc


def upload_dir_size(path):
    try:
        return sum(
            os.path.getsize(os.path.join(root, name))
            for root, _dirs, files in os.walk(path)
            for name in files
        )
    except Exception:
        logger.exception("cannot size upload dir %s", path)
        return 0
