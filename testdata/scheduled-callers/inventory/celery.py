from celery import Celery

app = Celery("inventory")

app.conf.beat_schedule = {
    "refresh-prices-every-ten-minutes": {
        "task": "inventory.tasks.refresh_prices",
        "schedule": 600.0,
    },
}
