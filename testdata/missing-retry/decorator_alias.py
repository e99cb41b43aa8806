# The retry decorator is built once and bound to a name; the functions
# decorated with that name are retried. The undecorated one is not.
import os

import requests
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

API = os.environ["LEDGER_API"]
session = requests.Session()

transient = retry(
    retry=retry_if_exception_type((requests.ConnectionError, requests.HTTPError)),
    wait=wait_exponential(multiplier=0.5, max=8),
    stop=stop_after_attempt(5),
    reraise=True,
)


@transient
def fetch_ledger(ledger_id):
    r = session.get(f"{API}/ledgers/{ledger_id}", timeout=15)
    r.raise_for_status()
    return r.json()


@transient
def fetch_entries(ledger_id):
    r = session.get(f"{API}/ledgers/{ledger_id}/entries", timeout=15)
    r.raise_for_status()
    return r.json()


def fetch_owner(ledger_id):
    r = session.get(f"{API}/ledgers/{ledger_id}/owner", timeout=15) # expect: missing-retry@medium
    r.raise_for_status()
    return r.json()
