import logging

import boto3
import requests

log = logging.getLogger(__name__)

s3 = boto3.client("s3")


def load_manifest(bucket, key):
    # botocore retries each call with backoff before the error reaches here.
    for attempt in range(3):  # expect: retry-without-delay@medium
        try:
            return s3.get_object(Bucket=bucket, Key=key)["Body"].read()
        except Exception:
            log.warning("manifest read failed (attempt %d)", attempt)
    return None


def load_manifest_over_http(url):
    for attempt in range(3):  # expect: retry-without-delay
        try:
            return requests.get(url, timeout=10).content
        except Exception:
            log.warning("manifest read failed (attempt %d)", attempt)
    return None
