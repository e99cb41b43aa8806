import requests


def sync_rates():
    # No request registration and no worker directory: library/service code
    # whose failure nobody is shown to see; the missing retry is high.
    r = requests.get("https://rates.example.com/latest", timeout=5)  # expect: missing-retry@medium
    r.raise_for_status()
    return r.json()
