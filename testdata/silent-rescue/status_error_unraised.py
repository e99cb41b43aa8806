# `requests` raises its HTTPError only from `raise_for_status()`; a refused
# connection or a timeout is another class (ConnectionError, Timeout). A
# clause naming only the status error, around a request nothing asks to
# raise, never sees a remote failure: those propagate. Not reported.
import logging
from urllib.error import HTTPError as UrlHTTPError
from urllib.request import urlopen

import requests
from requests.exceptions import HTTPError

log = logging.getLogger(__name__)
REGISTRY = "https://registry.example.org/api"


def child_records(key):
    try:
        body = requests.get(f"{REGISTRY}/records/{key}/children", timeout=10).json()
        return body["results"]
    except (HTTPError, KeyError) as e:
        log.warning("no children for %s: %s", key, e)
        return None


def record_detail(key):
    try:
        body = requests.get(f"{REGISTRY}/records/{key}", timeout=10).json()
        return body["detail"]
    except (UrlHTTPError, KeyError) as e:
        log.warning("no detail for %s: %s", key, e)
        return None


# Asked to raise: the 5xx reaches the clause and is swallowed.
def record_summary(key):
    try:
        resp = requests.get(f"{REGISTRY}/records/{key}/summary", timeout=10)
        resp.raise_for_status()
        return resp.json()["summary"]
    except (HTTPError, KeyError) as e:  # expect: silent-rescue@medium
        log.warning("no summary for %s: %s", key, e)
        return None


# urllib raises its HTTPError on every failure status by itself.
def record_raw(key):
    try:
        with urlopen(f"{REGISTRY}/records/{key}/raw", timeout=10) as resp:
            return resp.read()
    except UrlHTTPError as e:  # expect: silent-rescue@medium
        log.warning("no raw record for %s: %s", key, e)
        return None
