import logging

import requests

log = logging.getLogger(__name__)


class SiteSubscriptions:
    def __init__(self, base_url, token):
        self.base_url = base_url
        self.http = requests.Session()
        self.http.headers["x-auth"] = token

    # Nothing in the scan calls it: dead, or run by hand, with no job known
    # to run it (medium). A PUT
    # read only for its status is no yes/no probe: the subscription is lost.
    def subscribe_to_site(self, site_key):
        try:
            resp = self.http.put(f"{self.base_url}/api/v1/subscriptions", json={"site": site_key}, timeout=10)
            resp.raise_for_status()
            return True
        except requests.RequestException as e:  # expect: silent-rescue@medium
            log.error(e.response)
            return False
