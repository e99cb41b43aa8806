"""Class-based Celery tasks (`class X(Task):` with `run`) run in the worker
like decorated ones. A decorated task of the same file declaring
`autoretry_for` retries itself, not the class-based tasks beside it: their
calls are reported (high). The Seed services' API clients (built on
`demands`, `retries=0` by default) make plain HTTP requests."""
import requests
from celery import shared_task
from celery.task import Task
from django.conf import settings
from seed_services_client.scheduler import SchedulerApiClient


@shared_task(autoretry_for=(requests.RequestException,), max_retries=5, retry_backoff=True)
def refresh_schedule(schedule_id):
    return requests.get(f"{settings.SCHEDULES_URL}/{schedule_id}", timeout=10).json()


class DisableSchedule(Task):
    name = "schedules.tasks.disable_schedule"
    scheduler = SchedulerApiClient(settings.SCHEDULER_API_TOKEN, settings.SCHEDULER_URL)

    def run(self, schedule_id, **kwargs):
        self.scheduler.update_schedule(schedule_id, {"enabled": False})  # expect: missing-retry


class ArchiveSchedule(Task):
    name = "schedules.tasks.archive_schedule"

    def run(self, schedule_id, **kwargs):
        response = requests.put(  # expect: missing-retry
            f"{settings.SCHEDULES_URL}/{schedule_id}/archive", timeout=10
        )
        response.raise_for_status()


disable_schedule = DisableSchedule()
archive_schedule = ArchiveSchedule()
