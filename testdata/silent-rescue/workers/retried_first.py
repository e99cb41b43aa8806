"""A worker's handler around a call that already went through a retry helper
sees only what outlasted the retries (medium)."""
import time

import requests


def with_retries(fn, attempts=5):
    for i in range(attempts):
        try:
            return fn()
        except requests.RequestException:
            if i == attempts - 1:
                raise
            time.sleep(2 ** i)


def parent_of(folder_id):
    try:
        return with_retries(lambda: requests.get(f"https://drive.example.com/folders/{folder_id}/parent", timeout=10)).json()
    except Exception:  # expect: silent-rescue@medium
        return None


def owner_of(folder_id):
    try:
        return requests.get(f"https://drive.example.com/folders/{folder_id}/owner", timeout=10).json()
    except Exception:  # expect: silent-rescue
        return None
