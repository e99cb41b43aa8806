import logging

import requests

log = logging.getLogger(__name__)


class SiteLookup:
    def __init__(self, base_url):
        self.base_url = base_url
        self.http = requests.Session()

    # Called from a controller: the person who sent the request sees the
    # negative answer (medium).
    def lookup(self, site_key):
        try:
            resp = self.http.get(f"{self.base_url}/api/v1/sites/{site_key}", timeout=10)
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException as e:  # expect: silent-rescue@medium
            log.error(e.response)
            return None
