import requests

PARTS_URL = "https://parts.example.org"


def get_json(path):
    resp = requests.get(f"{PARTS_URL}{path}", timeout=30)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()


# Nothing in the scan names it, and the module's own code, which calls its
# sibling below, leaves it out: a helper nobody wired in, dead code (medium).
def put_json(path, body):
    resp = requests.put(f"{PARTS_URL}{path}", json=body, timeout=30)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()


# Nothing in the scan calls the module's entry: no job is known to run it
# (medium, through it, for `get_json`).
def sync_parts():
    return [part["id"] for part in get_json("/parts")]
