import logging

from celery import shared_task

from ledger.models import Invoice

logger = logging.getLogger(__name__)


@shared_task(bind=True)
def export_invoices(self, batch_id):
    for invoice in Invoice.objects.filter(batch_id=batch_id):
        try:
            invoice.export_to_ledger()
        except Exception:
            logger.exception("export of invoice %s failed", invoice.pk)
            raise
