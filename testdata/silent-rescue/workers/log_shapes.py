import logging
import traceback

import requests

log = logging.getLogger(__name__)


def refresh_avatar(user_id):
    try:
        requests.post(f"https://profiles.example.com/users/{user_id}/avatar/refresh", timeout=5).raise_for_status()
    except Exception as e:  # expect: silent-rescue@medium
        level = logging.INFO if isinstance(e, requests.HTTPError) and e.response.status_code == 404 else logging.ERROR
        log.log(level, "avatar refresh failed for %s: %s", user_id, type(e).__name__)


def load_prefs(user_id):
    try:
        return requests.get(f"https://profiles.example.com/users/{user_id}/prefs", timeout=5).json()
    except Exception as e:  # expect: silent-rescue
        if getattr(e, "response", None) is not None and e.response.status_code == 404:
            log.info("no prefs for %s", user_id)
        else:
            log.error("prefs lookup failed for %s: %s", user_id, repr(e))
        return {}


# A message that carries the traceback (`traceback.format_exc()` inside the
# f-string) records the whole error: operators see the failure (round 47 M17).
def push_ledger(batch):
    try:
        requests.post("https://ledger.example.com/batches", json=batch, timeout=5).raise_for_status()
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"{{error: {str(e)}, stack_trace: {traceback.format_exc()}}}")


def push_invoices(batch):
    try:
        requests.post("https://ledger.example.com/invoices", json=batch, timeout=5).raise_for_status()
    except Exception as e:  # expect: silent-rescue
        log.error(f"{{error: {str(e)}}}")
