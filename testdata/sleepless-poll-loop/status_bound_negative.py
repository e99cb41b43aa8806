# A loop that sends the request again while its own response is a transient
# failure, bounded by an attempt counter, is a retry (retry-without-delay's
# business), not a poll of some state.
import requests
from rest_framework import status


def fetch_events(url, retries=3):
    resp = requests.get(url, timeout=30)
    tries = 1
    while resp.status_code == status.HTTP_504_GATEWAY_TIMEOUT and tries < retries:  # expect: retry-without-delay
        tries += 1
        resp = requests.get(url, timeout=30)
    resp.raise_for_status()
    return resp.json()
