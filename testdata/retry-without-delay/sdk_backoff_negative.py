import logging
import time

import boto3

log = logging.getLogger(__name__)

s3 = boto3.client("s3")


def load_manifest(bucket, key):
    for attempt in range(3):
        try:
            return s3.get_object(Bucket=bucket, Key=key)["Body"].read()
        except Exception:
            log.warning("manifest read failed (attempt %d)", attempt)
            time.sleep(2**attempt)
    return None
