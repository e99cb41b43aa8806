# High confidence: no retry here, and the failure path loses what a caller
# would need to retry it.
import requests


class UploadError(Exception):
    pass


def upload_part(url, chunk):
    try:
        requests.put(url, data=chunk, timeout=30).raise_for_status()  # expect: missing-retry@medium
    except requests.RequestException as e:
        raise UploadError(str(e))


def upload_part_keeping_cause(url, chunk):
    try:
        requests.put(url, data=chunk, timeout=30).raise_for_status()  # expect: missing-retry@medium
    except requests.RequestException as e:
        raise UploadError(str(e)) from e
