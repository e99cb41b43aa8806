"""Only connection errors are contained; a 5xx still propagates."""
import logging

import requests

log = logging.getLogger(__name__)


def register_device(device):
    try:
        resp = requests.post("https://devices.example.com/register", json=device, timeout=10)  # expect: missing-retry@medium
    except requests.ConnectionError:
        log.warning("device registry unreachable")
        return None
    resp.raise_for_status()
    return resp.json()


def device_config(device_id):
    try:
        resp = requests.get(f"https://devices.example.com/{device_id}/config", timeout=10)  # expect: missing-retry@medium
        resp.raise_for_status()
    except requests.exceptions.ConnectionError:
        return {}
    return resp.json()
