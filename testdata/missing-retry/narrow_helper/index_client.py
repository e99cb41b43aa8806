# `_retry_locked` retries one error condition of the index server (a lock
# held by another writer) and passes every other error on: the calls it
# wraps get no 502/503 retry either, so `stats` is not "unlike the other
# calls". It is judged as a raw call (medium: nothing unattended reaches it).
import time

import requests

INDEX_URL = "https://index.example.com"


class IndexLocked(Exception):
    pass


def _retry_locked(operation):
    for attempt in range(3):
        try:
            return operation()
        except requests.HTTPError as e:
            if e.response.headers.get("X-Index-State") != "locked":
                raise
            time.sleep(attempt + 1)
    return operation()


def write(doc):
    return _retry_locked(lambda: requests.put(f"{INDEX_URL}/docs/{doc['id']}", json=doc, timeout=10))


def stats():
    return requests.get(f"{INDEX_URL}/stats", timeout=10)  # expect: missing-retry@medium
