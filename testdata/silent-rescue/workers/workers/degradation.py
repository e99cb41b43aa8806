# Unattended code (a worker directory): who sees the failure decides.
# A swallowed remote failure that the code degrades around on purpose is
# reported at medium; a negative answer or a function that ends as if it had
# succeeded stays high.
import logging

import requests

log = logging.getLogger(__name__)


def landing_stats():
    try:
        stars = requests.get("https://api.github.com/repos/acme/app", timeout=5).json()["stars"]
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.warning("stats unavailable: %s", str(e))
        return {"stars": 1200}
    return {"stars": stars}


def enrich(order):
    try:
        requests.post("https://crm.example.com/orders", json=order, timeout=5)
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.warning("crm sync failed: %s", str(e))
    order.save()


def sync_all(ids):
    for item in ids:
        try:
            requests.post(f"https://hooks.example.com/{item}", timeout=5)
        except requests.RequestException as e:  # expect: silent-rescue@medium
            log.warning("hook failed: %s", str(e))


def has_access(user_id):
    try:
        requests.get(f"https://acl.example.com/{user_id}", timeout=5).raise_for_status()
        return True
    except requests.RequestException as e:  # expect: silent-rescue
        # The named client class's message names the failure but it is still swallowed (high).
        log.warning("acl failed: %s", str(e))
        return False


def push_event(event):
    try:
        requests.post("https://events.example.com", json=event, timeout=5)
    except requests.RequestException:  # expect: silent-rescue
        log.warning("push failed")


def on_cloud_instance():
    try:
        requests.get("http://metadata.example.internal", timeout=1)
    except requests.ConnectionError:  # expect: silent-rescue@medium
        return False
    return True


def off_product(code):
    try:
        return requests.get(f"https://off.example.org/api/{code}", timeout=3).json()
    except (requests.ReadTimeout, requests.ConnectTimeout):  # expect: silent-rescue@medium
        log.info("timeout from OFF")
    # Nothing calls raise_for_status: requests never raises HTTPError here.
    except requests.HTTPError as e:
        log.info("HTTP error from OFF: %s", e)
    return None
