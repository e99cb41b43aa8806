"""A django-health-check backend (round 47 H2 shape): the class derives from
the framework's base, so a failed request is the status it reports. Medium.
The same budget in a client class is high."""
import requests
from health_check.backends import BaseHealthCheckBackend


class LedgerApiCheck(BaseHealthCheckBackend):
    def check_status(self):
        requests.get("https://ledger.example.com/ping", timeout=0.5)  # expect: short-timeout@medium


class LedgerClient:
    def post_entry(self, entry):
        return requests.post("https://ledger.example.com/entries", json=entry, timeout=0.5)  # expect: short-timeout
