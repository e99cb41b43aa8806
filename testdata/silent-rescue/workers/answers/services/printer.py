# `is_reachable` asks whether the remote end answers: `False` on a failure
# to reach it is the answer (medium); `can_publish` hands a misleading
# `False` to its caller (high).
import logging

import requests

log = logging.getLogger(__name__)


def is_reachable(host):
    try:
        response = requests.get(f"https://{host}/api/version", timeout=5)
        log.info("version %s", response.text)
        return response.ok
    except requests.RequestException as e:  # expect: silent-rescue@medium
        log.warning("printer down: %s", e)
        return False


def can_publish(host, user_id):
    try:
        response = requests.get(f"https://{host}/api/acl/{user_id}", timeout=5)
        log.info("acl %s", response.text)
        return response.ok
    except requests.RequestException as e:  # expect: silent-rescue
        log.warning("acl lookup failed: %s", e)
        return False
