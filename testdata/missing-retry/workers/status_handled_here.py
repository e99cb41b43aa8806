# A job module (workers/): the detail fetch raises its status only inside a
# try that catches the status error and goes on, so a 502 or 429 ends
# there; only a reset or timeout leaves the function. The message says so.
import logging

import requests

log = logging.getLogger(__name__)


def enrich(job):
    try:
        response = requests.get(job["url"], timeout=15)  # expect: missing-retry
        try:
            response.raise_for_status()
        except requests.HTTPError as exc:
            log.warning("detail page %s: %s", job["url"], exc)
            return job
        job["description"] = response.text[:2000]
    finally:
        pass
    return job
