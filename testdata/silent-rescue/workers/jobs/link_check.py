# A yes/no reachability probe whose response is read only for its status
# after the handler: the failure is the answer (medium).
import requests
from celery import shared_task


def link_is_valid(url):
    try:
        res = requests.get(url, timeout=5)
    except Exception:  # expect: silent-rescue@medium
        return False
    return res.status_code in (200, 301, 302)


@shared_task
def check_link(record_id, url):
    mark_link(record_id, broken=not link_is_valid(url))


def mark_link(record_id, broken):
    print(record_id, broken)
