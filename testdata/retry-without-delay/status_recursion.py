import time

import requests


class Vault:
    def __init__(self):
        self.http = requests.Session()

    def store(self, url, blob, attempts_left=3):
        response = self.http.put(url, data=blob, timeout=30)
        if response.status_code != 201:
            if attempts_left > 0:
                return self.store(url, blob, attempts_left - 1)  # expect: retry-without-delay
            raise RuntimeError(f"store failed: {response.status_code}")
        return response

    def store_paced(self, url, blob, attempts_left=3):
        response = self.http.put(url, data=blob, timeout=30)
        if response.status_code != 201:
            if attempts_left > 0:
                time.sleep(2 ** (3 - attempts_left))
                return self.store_paced(url, blob, attempts_left - 1)
            raise RuntimeError(f"store failed: {response.status_code}")
        return response

    def fetch_token(self, url, refreshed=False):
        response = self.http.post(url, timeout=30)
        if response.status_code == 401:
            return self.fetch_token(url, refreshed=True)
        return response
