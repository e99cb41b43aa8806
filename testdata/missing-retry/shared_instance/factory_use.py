# A client known by the factory that builds it, not by its name.
from .factory import get_cache, get_client


def sync_invoice(invoice_id):
    client = get_client()
    return client.get(f"/invoices/{invoice_id}").json()  # expect: missing-retry@medium


def cached(key):
    # The factory builds a dict: local work.
    client = get_cache()
    return client.get(key)
