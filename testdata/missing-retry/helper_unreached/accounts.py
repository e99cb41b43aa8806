import time

import requests


def with_retries(op, attempts=4):
    for i in range(attempts):
        try:
            return op()
        except requests.RequestException:
            if i + 1 == attempts:
                raise
            time.sleep(2**i)


class AccountGateway:
    def __init__(self, base_url):
        self.base_url = base_url
        self.http = requests.Session()

    def profile(self, account_id):
        resp = with_retries(lambda: self.http.get(f"{self.base_url}/v1/accounts/{account_id}", timeout=10))
        resp.raise_for_status()
        return resp.json()

    def sessions(self, account_id):
        resp = self.http.get(f"{self.base_url}/v1/accounts/{account_id}/sessions", timeout=10)  # expect: missing-retry
        resp.raise_for_status()
        return resp.json()
