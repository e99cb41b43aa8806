"""Negative twin: every call of the thin transport runs under tenacity."""
from tenacity import retry, stop_after_attempt, wait_exponential

from .transport import send


@retry(stop=stop_after_attempt(5), wait=wait_exponential(multiplier=0.5))
def fetch_price(sku):
    resp = send("GET", f"/prices/{sku}")
    resp.raise_for_status()
    return resp.json()["amount"]
