# The guarded work only e-mails the uploader, and the handler logs the
# failure: the notice is sent best effort (medium). The upload itself is
# not guarded by it.
import logging

import boto3
from celery import shared_task

LOGGER = logging.getLogger(__name__)


def notify_uploader(recipient, document_id):
    ses = boto3.client("ses")
    try:
        response = ses.send_email(
            Source="noreply@example.org",
            Destination={"ToAddresses": [recipient]},
            Message={"Subject": {"Data": "Upload received"}, "Body": {"Text": {"Data": document_id}}},
        )
        LOGGER.info("notice sent to %s", recipient)
        return response
    except Exception as e:  # expect: silent-rescue@medium
        LOGGER.error(f"notice failed: {e}")


@shared_task
def ingest(recipient, document_id):
    boto3.client("sqs").send_message(QueueUrl="https://sqs.example/q", MessageBody=document_id)
    notify_uploader(recipient, document_id)


# The same handler around the upload and the notice: the upload is work a
# notice cannot stand for (high).
def store_and_notify(recipient, document_id, body):
    s3 = boto3.client("s3")
    ses = boto3.client("ses")
    try:
        s3.put_object(Bucket="documents", Key=document_id, Body=body)
        ses.send_email(
            Source="noreply@example.org",
            Destination={"ToAddresses": [recipient]},
            Message={"Subject": {"Data": "Stored"}, "Body": {"Text": {"Data": document_id}}},
        )
    except Exception as e:  # expect: silent-rescue
        LOGGER.error(f"store failed: {e}")


@shared_task
def store(recipient, document_id, body):
    store_and_notify(recipient, document_id, body)
