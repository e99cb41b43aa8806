import logging
from time import sleep as retry_sleep

import requests

log = logging.getLogger(__name__)


def get_session():
    return requests.Session()


def retry_get(session, url, **kwargs):
    """Get a URL, asking again only while it answers 404."""
    tries = 10
    while True:
        resp = session.get(url, **kwargs)
        if resp.status_code == 404:
            tries -= 1
            if tries == 0:
                break
            retry_sleep(0.5)
            continue
        else:
            break
    return resp


def log_quota():
    # The answer only goes to the log: a telemetry read (medium).
    rate = get_session().get("https://api.example.org/rate_limit").json()["rate"]  # expect: missing-retry@medium
    log.info(f"remaining {rate['remaining']} of {rate['limit']}")
