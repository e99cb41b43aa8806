import logging

import requests

log = logging.getLogger(__name__)


class Subscriptions:
    def __init__(self, base_url):
        self.base_url = base_url
        self.http = requests.Session()

    # The handler turns the early abort into "no": a caller cannot tell it
    # from a real refusal (high). The same budget with a fallback value is a
    # design choice (medium).
    def subscribe(self, site_key):
        try:
            resp = self.http.put(
                f"{self.base_url}/api/v1/subscriptions",
                json={"site": site_key},
                timeout=1,  # expect: short-timeout
            )
            resp.raise_for_status()
            return True
        except requests.RequestException as e:
            log.error(e.response)
            return False

    def headline(self):
        try:
            return self.http.get(f"{self.base_url}/headline", timeout=1).text  # expect: short-timeout@medium
        except requests.RequestException:
            return "Welcome"
