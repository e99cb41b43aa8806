from .transport import request


def void_invoice(invoice_id):
    return request("DELETE", f"https://billing.example.com/invoices/{invoice_id}")
