from celery import Celery

from .utils import get_session, log_quota, retry_get

celery = Celery(__name__)


# Calls a helper whose name says retry, inside a handler: that is no retry
# of its own, and the calls it makes (`log_quota` below) are not retried
# by it (round 93: such a task hid every finding of the helper's module).
@celery.task
def rescan(urls):
    errors = {}
    for url in urls:
        try:
            retry_get(get_session(), url).raise_for_status()
        except Exception:
            errors[url] = "failed"
    log_quota()
    return errors


@celery.task
def refresh(url):
    return retry_get(get_session(), url).json()
