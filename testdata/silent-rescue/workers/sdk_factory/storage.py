"""A module function that builds the SDK client (`boto3.client`), called in
place: its calls are the SDK's, so a swallowed failure is high in a worker."""
import logging

import boto3

log = logging.getLogger(__name__)


def get_s3():
    client = boto3.client("s3")
    return client


def get_settings():
    settings = {"bucket": "reports"}
    return settings


def archive_report(key, body):
    try:
        get_s3().put_object(Bucket="reports", Key=key, Body=body)
        return True
    except Exception:  # expect: silent-rescue
        log.error("archive failed")
        return False


def settings_name():
    try:
        return get_settings().get("bucket")
    except Exception:
        log.error("no settings")
        return None
