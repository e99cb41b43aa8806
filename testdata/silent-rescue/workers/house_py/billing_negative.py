import logging

from . import formatting

log = logging.getLogger(__name__)


def preview_invoice(invoice):
    # A function of a project module that makes no outbound call: the logged
    # failure is not a remote failure.
    try:
        return formatting.render(invoice)
    except Exception:
        log.warning("preview failed for %s", invoice["id"])
        return None
