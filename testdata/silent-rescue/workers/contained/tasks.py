# The callee catches every failure of its request and returns a value; a
# caller's handler around it guards nothing remote.
import logging

import requests

log = logging.getLogger(__name__)


def notify(url):
    try:
        requests.post(url, timeout=5)
    except Exception:  # expect: silent-rescue
        log.exception("notify failed")
        return False
    return True


def push(url):
    try:
        requests.post(url, timeout=5)
    except requests.RequestException:
        log.warning("push failed")
        raise


def finish(url):
    try:
        notify(url)
    except Exception as e:
        log.warning("finish: %s", str(e))


def forward(url):
    try:
        push(url)
    except Exception as e:  # expect: silent-rescue
        log.warning("forward: %s", str(e))
