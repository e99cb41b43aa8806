# The handler goes round for the failures it judges transient and raises
# the rest: a retry with no delay for those. One that goes round only on a
# 409 re-reads and rewrites after a conflict: not a retry of a failure.
import requests


def is_transient(exc):
    resp = getattr(exc, "response", None)
    return resp is None or resp.status_code >= 500


def push_invoice(url, invoice):
    for attempt in range(4):  # expect: retry-without-delay
        try:
            resp = requests.post(url, json=invoice, timeout=10)
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException as exc:
            if is_transient(exc):
                continue
            raise


def save_with_conflict_retry(url, doc):
    for attempt in range(4):
        try:
            current = requests.get(url, timeout=10).json()
            doc["_rev"] = current["_rev"]
            resp = requests.put(url, json=doc, timeout=10)
            resp.raise_for_status()
            return resp.json()
        except requests.HTTPError as exc:
            if exc.response.status_code == 409:
                continue
            raise
