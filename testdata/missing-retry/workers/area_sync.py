# Unattended code (a worker): a raw PUT whose failure is rethrown without its
# status or cause is high.
import requests


class AreaError(Exception):
    pass


def push_area(url, body):
    try:
        requests.put(url, json=body, timeout=10)  # expect: missing-retry
    except requests.RequestException as e:
        raise AreaError(str(e))
