from .transport import request


def void_invoice(invoice_id):
    return request("DELETE", f"https://billing.example.com/invoices/{invoice_id}")  # expect: missing-retry@medium


def create_invoice(order):
    resp = request("POST", "https://billing.example.com/invoices", json=order)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()["id"]
