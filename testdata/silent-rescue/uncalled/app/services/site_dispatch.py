import logging

import requests

log = logging.getLogger(__name__)


class SiteActions:
    """Calls its own methods by a computed name: a method nothing names may
    still be called (medium, not raised as work nobody watches)."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.actions = {"subscribe": "_subscribe", "unsubscribe": "_unsubscribe"}

    def run(self, action, site_key):
        return getattr(self, self.actions[action])(site_key)

    def _subscribe(self, site_key):
        try:
            resp = requests.put(f"{self.base_url}/api/v1/subscriptions/{site_key}", timeout=10)
            resp.raise_for_status()
            return True
        except requests.RequestException as e:  # expect: silent-rescue@medium
            log.error(e.response)
            return False
