import requests


def capture(url, payment_id):
    return requests.post(f"{url}/payments/{payment_id}/capture", timeout=10).json()  # expect: missing-retry@medium
