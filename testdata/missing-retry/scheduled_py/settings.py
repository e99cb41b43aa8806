# Celery beat runs `feeds.tasks.sync_feeds` every ten minutes: a failed run
# is tried again on the next tick.
from celery.schedules import crontab

CELERY_BEAT_SCHEDULE = {
    "sync-feeds": {
        "task": "feeds.tasks.sync_feeds",
        "schedule": crontab(minute="*/10"),
    },
    "sync-labels": {
        "task": "feeds.tasks.sync_labels",
        "schedule": crontab(minute="*/10"),
    },
}
