import time

import requests


def download_manifest(url):
    """Re-sends the same GET until it answers 200, backing off between tries."""
    for i in range(5):
        resp = requests.get(url, timeout=10)
        if resp.status_code == 200:
            return resp.json()
        time.sleep(2**i)
    raise RuntimeError(f"manifest unavailable: {url}")


def download_index(url):
    """Goes round while the status is one of the listed failure codes."""
    for i in range(5):
        resp = requests.get(url, timeout=10)
        if resp.status_code not in (429, 502, 503):
            return resp.json()
        time.sleep(2**i)
    raise RuntimeError(f"index unavailable: {url}")
