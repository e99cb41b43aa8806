import logging

from . import transport

log = logging.getLogger(__name__)


def void_invoice(invoice_id):
    try:
        transport.request("DELETE", f"https://billing.example.com/invoices/{invoice_id}")
    except Exception as exc:  # expect: silent-rescue
        log.warning("void failed for %s", invoice_id)
        return False
    return True
