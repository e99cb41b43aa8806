# A handler that ends its function hands the caller `None`. A request
# handler that does not use the value loses nothing it relied on (medium:
# views.py calls `track_event` as a statement); a job that drops it loses
# the failure its framework would have retried (high: jobs/usage.py).
import logging

import requests

logger = logging.getLogger(__name__)


def track_event(user_id, event):
    try:
        requests.post("https://events.example.com/track", json={"user": user_id, "event": event}, timeout=5)
    except requests.RequestException:  # expect: silent-rescue@medium
        logger.exception("sending the event failed")
        return


def record_usage(account_id, units):
    try:
        requests.post("https://billing.example.com/usage", json={"account": account_id, "units": units}, timeout=5)
    except requests.RequestException:  # expect: silent-rescue
        logger.exception("recording usage failed")
        return
