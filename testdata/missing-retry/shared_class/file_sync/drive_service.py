import requests


class DriveMirrorClient:
    """Defined in two modules under one name: the worker's call reaches one
    of them, and the method key does not say which (medium)."""

    def sync(self, item_id):
        return requests.get(f"https://drive.example.com/files/{item_id}", timeout=10)  # expect: missing-retry@medium
