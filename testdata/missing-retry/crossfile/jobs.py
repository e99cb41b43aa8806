from tenacity import retry, stop_after_attempt, wait_exponential

from .clients import fetch_customer, fetch_invoice


@retry(stop=stop_after_attempt(5), wait=wait_exponential())
def sync_invoice(invoice_id):
    return fetch_invoice(invoice_id)


def sync_customer(customer_id):
    return fetch_customer(customer_id)
