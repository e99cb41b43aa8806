import requests


# A readiness check: `is_reachable` answers yes or no, and a failed attempt
# is that answer. Retrying at once only steadies the probe.
def is_reachable(url):
    for _ in range(3):  # expect: retry-without-delay@medium
        try:
            requests.get(url, timeout=2)
            return True
        except requests.ConnectionError:
            continue
    return False


# Real work with the same loop: the retry hammers a failing upstream.
def push_invoice(url, invoice):
    for _ in range(3):  # expect: retry-without-delay
        try:
            return requests.post(url, json=invoice, timeout=10)
        except requests.ConnectionError:
            continue
    raise RuntimeError("upstream unavailable")
