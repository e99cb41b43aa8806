import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# The session is configured with a urllib3 Retry in this file.
session = requests.Session()
session.mount(
    "https://",
    HTTPAdapter(max_retries=Retry(total=4, backoff_factor=0.5, status_forcelist=[429, 500, 502, 503, 504])),
)


def load(url):
    return session.get(url, timeout=10)
