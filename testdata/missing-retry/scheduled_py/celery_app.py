import datetime

from celery import Celery

app = Celery("feeds")


@app.on_after_configure.connect
def setup_periodic_tasks(sender, **kwargs):
    from feeds.tasks import refresh_views

    sender.add_periodic_task(datetime.timedelta(days=1), refresh_views.s())
