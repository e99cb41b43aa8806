# Retries configured but disabled (`max_retries=0`) are not retries.
import requests
from requests.adapters import HTTPAdapter

session = requests.Session()
session.mount("https://", HTTPAdapter(max_retries=0))


def fetch_report(url):
    return session.get(url, timeout=10)  # expect: missing-retry@medium
