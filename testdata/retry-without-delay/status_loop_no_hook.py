"""The same status loop on a plain session: a 502 or 429 is answered by the
same request at once."""
import requests


class CatalogClient:
    def __init__(self, token):
        self.token = token
        self.attempts = 4

    def get(self, url):
        with requests.Session() as http:
            for _ in range(self.attempts):  # expect: retry-without-delay
                response = http.get(url, headers={"Authorization": f"Bearer {self.token}"}, timeout=10)
                if response.status_code == 200:
                    return response.json()
            response.raise_for_status()
