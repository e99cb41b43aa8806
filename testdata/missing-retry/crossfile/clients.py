# Raw calls whose retry, when there is one, lives in a caller in another file.
import requests


def fetch_invoice(invoice_id):
    # Retried by `jobs.py` (a tenacity-decorated caller): not reported.
    return requests.get(f"https://billing.internal/invoices/{invoice_id}", timeout=10)


def fetch_customer(customer_id):
    return requests.get(f"https://billing.internal/customers/{customer_id}", timeout=10)  # expect: missing-retry@medium
