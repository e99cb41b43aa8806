import logging

import requests

log = logging.getLogger(__name__)


def fetch_manifest(session: requests.Session, url: str):
    for attempt in range(3):  # expect: retry-without-delay
        try:
            return session.get(url, timeout=10).json()
        except (requests.ConnectTimeout, requests.ConnectionError):
            log.warning("manifest fetch failed (attempt %d)", attempt)
    return None
