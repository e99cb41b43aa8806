import requests


def fetch_descriptor(url, attempts=3):
    # Retry at once on purpose: the mirror list rotates per request, so the
    # next attempt goes to another host and waiting would only add latency.
    for attempt in range(attempts):  # expect: retry-without-delay@medium
        try:
            return requests.get(url, timeout=10, params={"attempt": attempt}).json()
        except requests.ConnectionError as exc:
            print("retrying", exc)
    raise RuntimeError("no mirror answered")


def fetch_manifest(url, attempts=3):
    # Retry because the CDN drops connections now and then.
    for attempt in range(attempts):  # expect: retry-without-delay
        try:
            return requests.get(url, timeout=10, params={"attempt": attempt}).json()
        except requests.ConnectionError as exc:
            print("retrying", exc)
    raise RuntimeError("manifest unavailable")
