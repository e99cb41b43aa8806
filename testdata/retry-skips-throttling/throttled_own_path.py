import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry


class TooManyRequestsError(Exception):
    pass


class InventoryClient:
    """The adapter retries server errors; a 429 is turned into a typed error
    that the queue consumer schedules for later (medium)."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.session = requests.Session()
        retry = Retry(total=4, backoff_factor=2, status_forcelist=[500, 502, 503, 504])  # expect: retry-skips-throttling@medium
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def get(self, path):
        resp = self.session.get(self.base_url + path, timeout=10)
        if resp.status_code == 429:
            raise TooManyRequestsError(resp.headers.get("Retry-After"))
        resp.raise_for_status()
        return resp.json()
