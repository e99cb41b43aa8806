# Retired code kept for reference, not run or deployed (round 94:
# MediaFusion's `python-deprecated/`): the live service moved elsewhere.
# A worker directory below it does not make it unattended code.
import requests


def refresh_feed(url):
    resp = requests.get(url, timeout=10)
    resp.raise_for_status()
    return resp.json()
