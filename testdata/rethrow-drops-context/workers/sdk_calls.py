"""Message-only re-raises around SDK and house client calls."""
import boto3
from google.cloud import storage

from house_py.transport import request


class ArchiveError(Exception):
    pass


s3 = boto3.client("s3")
gcs = storage.Client()


def archive_to_s3(key, body):
    try:
        s3.put_object(Bucket="archive", Key=key, Body=body)
    except Exception as e:
        raise ArchiveError(f"s3 archive of {key} failed: {e}")  # expect: rethrow-drops-context@medium


def archive_to_gcs(key, path):
    try:
        gcs.bucket("archive").blob(key).upload_from_filename(path)
    except Exception as e:
        raise ArchiveError(f"gcs archive of {key} failed: {e}")  # expect: rethrow-drops-context@medium


def notify_archive(key):
    try:
        request("POST", "https://hooks.example.com/archived", json={"key": key})
    except Exception as e:
        raise ArchiveError(str(e))  # expect: rethrow-drops-context@medium
