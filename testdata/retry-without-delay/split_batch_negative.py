import requests


class PayloadTooLarge(Exception):
    pass


def ingest(events):
    # Too large: send each half. A smaller part of the work, not a retry.
    try:
        r = requests.post("https://events.example.com/ingest", json=events, timeout=10)
        if r.status_code == 413:
            raise PayloadTooLarge()
    except PayloadTooLarge:
        if len(events) <= 1:
            raise
        mid = len(events) // 2
        ingest(events[:mid])
        ingest(events[mid:])
