# A retry loop whose budget is one attempt never sends the work again
# (round 95 H11: `MASTODON_RETRIES = 1`): nothing is retried at once.
import requests

POST_RETRIES = 1


def post_status(url, payload):
    attempt = 0
    posted = False
    while not posted and attempt < POST_RETRIES:
        try:
            requests.post(url, json=payload, timeout=10).raise_for_status()
            posted = True
        except requests.ConnectionError:
            attempt += 1
    return posted


def fetch_once(url):
    for _ in range(POST_RETRIES):
        try:
            return requests.get(url, timeout=10).json()
        except requests.ConnectionError:
            continue
    return None


def fetch_twice(url):
    for _ in range(2):  # expect: retry-without-delay
        try:
            return requests.get(url, timeout=10).json()
        except requests.ConnectionError:
            continue
    return None
