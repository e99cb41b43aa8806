# The same shape in Python: a verb hands a bound method to a wrapper.
import requests

from .logs import with_logging


class RestClient:
    def __init__(self, base_url):
        self.base_url = base_url

    def get(self, path):
        return with_logging(self._send, path)("GET", path)

    def _send(self, method, path):
        response = requests.request(method, f"{self.base_url}/{path}", timeout=10)
        response.raise_for_status()
        return response.json()
