import requests


class BaseClient:
    base_url = ""

    def get(self, path):
        response = requests.get(self.base_url + path, timeout=10)  # expect: missing-retry@medium
        response.raise_for_status()
        return response.json()
