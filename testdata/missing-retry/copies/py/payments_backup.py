# Named like a copy, but imported below: live code, reported.
import requests


def snapshot_payments(url):
    return requests.get(f"{url}/payments/export", timeout=30).json()  # expect: missing-retry@medium
