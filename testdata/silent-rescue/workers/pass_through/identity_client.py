import requests


class IdentityClient:
    def __init__(self, base_url):
        self.base_url = base_url

    def verify(self, token):
        return requests.post(f"{self.base_url}/verify", json={"token": token}, timeout=10).json()  # expect: missing-retry@medium


class Clock:
    def now(self):
        return 0
