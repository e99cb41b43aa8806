import requests


def fetch_feed(url):
    response = requests.get(url, timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()["items"]


def fetch_mirror(url):
    response = requests.get(url, timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()["items"]


def fetch_settings():
    response = requests.get("https://config.example.org/feed.json", timeout=10)  # expect: missing-retry
    response.raise_for_status()
    return response.json()
