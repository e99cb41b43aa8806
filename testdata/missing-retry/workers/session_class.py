# A session class that mounts a retrying adapter on itself: every instance
# retries, wherever it is built.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


class RetryingSession(requests.Session):
    def __init__(self):
        super().__init__()
        policy = Retry(total=3, backoff_factor=0.5, status_forcelist=[429, 502, 503, 504])
        self.mount("https://", HTTPAdapter(max_retries=policy))


class TaggedSession(requests.Session):
    def __init__(self):
        super().__init__()
        self.headers["User-Agent"] = "catalogue-sync"


def fetch_catalogue(url):
    with RetryingSession() as session:
        response = session.get(url, timeout=10)
        response.raise_for_status()
        return response.json()


def fetch_prices(url):
    with TaggedSession() as tagged:
        response = tagged.get(url, timeout=10)  # expect: missing-retry
        response.raise_for_status()
        return response.json()
