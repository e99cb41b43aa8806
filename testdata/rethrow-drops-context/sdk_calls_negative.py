"""Twin: `from e` keeps the cause."""
import boto3
from google.cloud import storage


class ArchiveError(Exception):
    pass


s3 = boto3.client("s3")
gcs = storage.Client()


def archive_to_s3(key, body):
    try:
        s3.put_object(Bucket="archive", Key=key, Body=body)
    except Exception as e:
        raise ArchiveError(f"s3 archive of {key} failed: {e}") from e


def archive_to_gcs(key, path):
    try:
        gcs.bucket("archive").blob(key).upload_from_filename(path)
    except Exception as e:
        raise ArchiveError(f"gcs archive of {key} failed: {e}") from e
