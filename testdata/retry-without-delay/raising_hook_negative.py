"""A session whose response hook raises on every failed status: the status
loop below only goes round on a 2xx that is not 200, never on a failure."""
import requests
from requests.adapters import HTTPAdapter
from urllib3 import Retry


class CatalogClient:
    def __init__(self, token):
        self.token = token
        self.retries = 4

    def _session(self):
        adapter = HTTPAdapter(max_retries=Retry(total=2, status_forcelist=[429, 502, 503]))  # expect: retry-without-delay
        http = requests.Session()

        def _raise_on_failure(response, *args, **kwargs):
            response.raise_for_status()

        http.hooks["response"] = [_raise_on_failure]
        http.mount("https://", adapter)
        return http

    def get(self, url, params=None):
        with self._session() as http:
            for _ in range(self.retries):
                response = http.get(url, params=params, headers={"Authorization": f"Bearer {self.token}"})
                if response.status_code == 200:
                    return response.json()
            response.raise_for_status()
