# Nothing unattended reaches this module: no job, worker, consumer or
# schedule calls it, and it lives in no worker directory. The swallow is
# still reported, at medium: the empty answer reaches the person who asked.
import logging

import requests

logger = logging.getLogger(__name__)


def fetch_avatar_url(user_id):
    try:
        r = requests.get(f"https://avatars.example.com/v1/users/{user_id}", timeout=5)
        r.raise_for_status()
        return r.json()["url"]
    except Exception as e:  # expect: silent-rescue@medium
        logger.warning("avatar lookup failed: %s", e)
        return None
