"""A consumer that deletes the message only after the work succeeded: a
failure leaves it on the queue, which delivers it again (medium)."""
import logging

import requests

log = logging.getLogger(__name__)


def handle(msg):
    try:
        res = requests.post("https://api.example.com/parse", data=msg.body, timeout=10)
        res.raise_for_status()
        msg.delete()
    except Exception as e:  # expect: silent-rescue@medium
        log.error(f"parse failed: {e}")


def handle_and_keep(msg):
    try:
        res = requests.post("https://api.example.com/index", data=msg.body, timeout=10)
        res.raise_for_status()
    except Exception as e:  # expect: silent-rescue
        log.error(f"index failed: {e}")
