import logging

import requests

logger = logging.getLogger(__name__)


def save_roster(roster):
    with open("/var/lib/roster.json", "w") as f:
        f.write(str(roster))


# The message and the answer's status are logged and the job goes on:
# operators see what failed and why.
def sync_roster(url):
    try:
        response = requests.get(url, timeout=10)
        response.raise_for_status()
        save_roster(response.json())
    except requests.HTTPError as e:  # expect: silent-rescue@medium
        logger.error("roster sync failed: %s (status %s)", str(e), e.response.status_code)


# The message alone: a timeout and a 503 read the same.
def sync_shifts(url):
    try:
        response = requests.get(url, timeout=10)
        response.raise_for_status()
        save_roster(response.json())
    except requests.HTTPError as e:  # expect: silent-rescue
        logger.error("shift sync failed: %s", str(e))
