from celery import shared_task

from workers.reports.archive_loader import load_archived


# The failure goes through the loader and out of the task.
@shared_task
def restore_report(report_id):
    report = load_archived(report_id)
    return len(report["rows"])
