import requests
from celery import shared_task


def fetch_usage_analytics(site):
    # A data read the task needs, not a telemetry send.
    return requests.get(f"https://search.example.com/sites/{site}/analytics", timeout=10).json()  # expect: missing-retry


def send_analytics(event):
    requests.put("https://collect.example.com/e", json=event, timeout=5)


@shared_task
def sync_site(site):
    rows = fetch_usage_analytics(site)
    send_analytics({"rows": len(rows)})
