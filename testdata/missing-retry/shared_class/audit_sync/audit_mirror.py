import requests


class AuditMirrorClient:
    """One module defines it: the worker that calls it reaches it (high)."""

    def push(self, entry_id):
        return requests.put(f"https://audit.example.com/entries/{entry_id}", timeout=10)  # expect: missing-retry
