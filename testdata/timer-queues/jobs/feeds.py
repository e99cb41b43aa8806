import requests
from apscheduler.schedulers.background import BackgroundScheduler
from celery import shared_task

scheduler = BackgroundScheduler()


@scheduler.scheduled_job("interval", minutes=5)
def pull_feed():
    # Runs every five minutes: the next run asks again.
    r = requests.get("https://feeds.example.com/latest.json", timeout=10)  # expect: missing-retry@medium
    r.raise_for_status()
    return r.json()


def push_summary(summary):
    # Run by the task below, which nothing runs again.
    r = requests.put("https://reports.example.com/summary", json=summary, timeout=10)  # expect: missing-retry
    r.raise_for_status()


@shared_task
def send_summary(summary):
    push_summary(summary)
