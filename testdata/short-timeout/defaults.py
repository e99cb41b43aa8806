import httpx
import requests

CLIENT_DEFAULTS = {"timeout": 1.0, "follow_redirects": True}  # expect: short-timeout
client = httpx.Client(base_url="https://ledger.example.com", **CLIENT_DEFAULTS)

REQUEST_OPTS = dict(timeout=0.5)  # expect: short-timeout


def fetch_balance(account):
    return requests.get(f"https://ledger.example.com/accounts/{account}", **REQUEST_OPTS).json()  # expect: missing-retry@medium
