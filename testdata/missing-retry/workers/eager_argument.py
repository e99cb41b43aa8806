import time

import requests


class DriveSync:
    """Lookups written as plain arguments of the retry helper run once, before
    the helper: they are no evidence that the vault family is wrapped."""

    def __init__(self, signing_service, keys_api):
        self.signing_service = signing_service
        self.keys_api = keys_api

    def list_root(self, token):
        return self.request_with_retry(
            "https://drive.example.com/root",
            {"Authorization": "Bearer " + self.signing_service.reveal(token)},
        )

    def list_children(self, token, item_id):
        auth = self.signing_service.reveal(token)
        return self.request_with_retry(f"https://drive.example.com/items/{item_id}", {"Authorization": auth})

    def rotate(self, token):
        return self.with_retry(lambda: self.keys_api.rotate(token))

    def rotate_now(self, token):
        return self.keys_api.rotate(token)  # expect: missing-retry

    def request_with_retry(self, url, headers):
        return self.with_retry(lambda: requests.get(url, headers=headers, timeout=10))

    def with_retry(self, fn, attempts=5):
        for i in range(attempts):
            try:
                return fn()
            except requests.RequestException:
                if i == attempts - 1:
                    raise
                time.sleep(2 ** i)
