import requests


def fetch_feed(url):
    # Run on each tick of app/schedule.py's interval job (medium: the next
    # tick fetches again).
    resp = requests.get(url, timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()


def refresh_feeds():
    for url in ["https://feeds.example.org/a.json"]:
        store(fetch_feed(url))


def store(feed):
    return feed
