from celery import shared_task

from integrations import bugsnag_orgs


@shared_task
def sync_incidents(token):
    for incident in bugsnag_orgs.fetch_pagerduty_incidents(token):
        print(incident["id"])
