import requests
from celery import shared_task


@shared_task
def push_report(url, report):
    # The timeout clause re-raises; a connection reset is only logged.
    try:
        requests.post(url, json=report, timeout=10).raise_for_status()
    except requests.Timeout:
        raise
    except requests.ConnectionError as e:  # expect: silent-rescue@medium
        print("push failed", str(e))
