"""A zero returned from a catch-all is a default like `None` or `[]`: a count
or an amount of zero reads as a genuine "none", so the failure is hidden."""
import os

import requests

BILLING_URL = os.environ.get("BILLING_URL", "https://billing.internal")


def pending_invoice_total(account_id):
    try:
        resp = requests.get(f"{BILLING_URL}/accounts/{account_id}/pending", timeout=5)
        resp.raise_for_status()
        return resp.json()["total"]
    except Exception:  # expect: silent-rescue
        return 0


def upload_dir_size(path):
    try:
        return sum(
            os.path.getsize(os.path.join(root, name))
            for root, _dirs, files in os.walk(path)
            for name in files
        )
    except Exception:  # expect: silent-rescue@medium
        return 0
