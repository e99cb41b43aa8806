import time

import httpx
import requests
from urllib.request import urlopen


def upload_chunk(signed_url, chunk):
    # Paraphrase of incident 003 in Python.
    resp = requests.put(signed_url, data=chunk, timeout=30)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.headers["ETag"]


class Inventory:
    def __init__(self):
        self.session = requests.Session()

    def reserve(self, sku):
        return self.session.post(f"https://inventory.example.com/{sku}/reserve", timeout=10)  # expect: missing-retry@medium


def read_manifest(url):
    with urlopen(url, timeout=10) as fh:  # expect: missing-retry@medium
        return fh.read()


async def load_rates(client: httpx.AsyncClient):
    r = await client.get("https://rates.example.com/latest", timeout=5)  # expect: missing-retry@medium
    return r.json()


def call_with_retry(fn, attempts=3):
    for attempt in range(attempts):
        try:
            return fn()
        except requests.ConnectionError:
            if attempt == attempts - 1:
                raise
            time.sleep(2**attempt)


class Ledger:
    def __init__(self, ledger_client):
        self.ledger_client = ledger_client

    def balance(self, account):
        return call_with_retry(lambda: self.ledger_client.get_balance(account))

    def post_entry(self, entry):
        return self.ledger_client.create_entry(entry)  # expect: missing-retry


# An except clause that does not catch network errors does not contain the failure.
def parse_feed(url):
    try:
        return requests.get(url, timeout=10).json()  # expect: missing-retry@medium
    except ValueError:
        return {}
