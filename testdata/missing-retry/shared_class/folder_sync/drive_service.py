import requests


class DriveMirrorClient:
    def sync(self, item_id):
        return requests.get(f"https://drive.example.com/folders/{item_id}", timeout=10)  # expect: missing-retry@medium
