# The project's only Celery task: a nightly digest that reads settings and
# refreshes the feed through helper modules of the project.
from celery import shared_task

from portal.settings_lookup import get_setting, refresh_feed


@shared_task
def nightly_digest():
    if get_setting("digest_enabled"):
        refresh_feed()
