import requests


class CatalogSync:
    """`self.mirror.fetch(id)` inside the helper is another object's method."""

    def __init__(self, mirror):
        self.mirror = mirror

    def fetch(self, item_id):
        return requests.get(f"https://catalog.example.com/items/{item_id}", timeout=10)  # expect: missing-retry

    def refresh(self, item_id):
        return with_retries(lambda: requests.get(f"https://catalog.example.com/items/{item_id}/refresh", timeout=10))

    def sync(self, item_id):
        return with_retries(lambda: self.mirror.fetch(item_id))

    def load(self, item_id):
        return with_retries(lambda: self.refresh(item_id))


def with_retries(fn, attempts=3):
    import time
    for i in range(attempts):
        try:
            return fn()
        except requests.ConnectionError:
            if i == attempts - 1:
                raise
            time.sleep(2 ** i)
