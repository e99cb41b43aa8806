"""A retry helper of the file that picks the classes it retries
(`retry_on=`) decides from the class the new error replaces: wrapping the
botocore error in a project class means it is never retried (high)."""
import time

import boto3
from botocore.exceptions import ClientError


class ExportError(Exception):
    pass


s3 = boto3.client("s3")


def with_retries(fn, retry_on=(ClientError,), attempts=5):
    for attempt in range(attempts - 1):
        try:
            return fn()
        except retry_on:
            time.sleep(2**attempt)
    return fn()


def put_export(key, body):
    try:
        s3.put_object(Bucket="exports", Key=key, Body=body)
    except ClientError as err:
        raise ExportError(f"export failed: {err}")  # expect: rethrow-drops-context


def export(key, body):
    return with_retries(lambda: put_export(key, body), retry_on=(ClientError,))
