import requests


def pull_latest():
    # The nightly task reaches this through settings_lookup's `feeds.pull_latest()`.
    resp = requests.get("https://feeds.example.org/latest.json", timeout=10)  # expect: missing-retry
    resp.raise_for_status()
    return resp.json()
