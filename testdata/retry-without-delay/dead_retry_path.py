import logging

import requests

log = logging.getLogger(__name__)


class SyncRetryableError(Exception):
    pass


class PushRetryableError(Exception):
    pass


def sync_catalog(url, body):
    # Nothing outside the tests raises SyncRetryableError: a dead retry path.
    for attempt in range(5):  # expect: retry-without-delay@medium
        try:
            return requests.post(url, json=body, timeout=10)
        except SyncRetryableError:
            log.warning("sync asked to retry (attempt %d)", attempt)


def push_catalog(url, body):
    for attempt in range(5):  # expect: retry-without-delay
        try:
            response = requests.post(url, json=body, timeout=10)
            if response.status_code == 503:
                raise PushRetryableError(url)
            return response
        except PushRetryableError:
            log.warning("push asked to retry (attempt %d)", attempt)
