import logging

from celery import shared_task

from workers.reports.loader import load_report

logger = logging.getLogger(__name__)


@shared_task
def refresh_report(report_id):
    try:
        report = load_report(report_id)
    except Exception:  # expect: silent-rescue
        logger.exception("refreshing report %s failed", report_id)
        return None
    return len(report["rows"])
