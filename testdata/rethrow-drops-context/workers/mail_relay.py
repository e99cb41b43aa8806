# Unattended relay (worker directory). The HTTPError clause keeps the status;
# the broad clause after it only sees transport failures. Without such a
# clause the broad handler also receives the 4xx/5xx and drops them.
import logging

import requests

log = logging.getLogger(__name__)


class RelayError(Exception):
    pass


def relay(message):
    try:
        resp = requests.post("https://relay.example.com/v1/send", json=message, timeout=15)
        resp.raise_for_status()
    except requests.HTTPError as e:
        raise RelayError(f"relay answered {e.response.status_code}") from e
    except Exception as e:
        raise RelayError(f"relay failed: {e}")
    return resp.json()


def relay_bounce(message):
    try:
        resp = requests.post("https://relay.example.com/v1/bounce", json=message, timeout=15)
        resp.raise_for_status()
    except ValueError as e:
        raise RelayError("bad bounce payload") from e
    except Exception as e:
        raise RelayError(f"bounce failed: {e}")  # expect: rethrow-drops-context@medium
    return resp.json()


def relay_receipt(url, payload):
    try:
        resp = requests.post(url, json=payload, timeout=10)
        resp.raise_for_status()
        return resp
    except requests.RequestException as e:
        # Only the error's text is logged: the status is lost here too.
        log.error("receipt relay failed: %s", str(e))
        raise RelayError(f"receipt relay failed: {e}")  # expect: rethrow-drops-context@medium
