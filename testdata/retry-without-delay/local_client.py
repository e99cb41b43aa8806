import logging

import boto3
from botocore.exceptions import BotoCoreError, ClientError

log = logging.getLogger(__name__)


# Building a client sends nothing: the errors it can raise (no region, an
# unknown service) are configuration mistakes, and a pause would not fix
# them.
def queue_client():
    for attempt in range(5):
        try:
            return boto3.client("sqs")
        except (ClientError, BotoCoreError) as exc:
            log.warning("sqs client failed on attempt %d: %s", attempt, exc)
    return None


# The queue lookup goes to SQS: trying it again at once hammers it.
def queue_url(name):
    client = boto3.client("sqs")
    for attempt in range(5):  # expect: retry-without-delay@medium
        try:
            return client.get_queue_url(QueueName=name)["QueueUrl"]
        except (ClientError, BotoCoreError) as exc:
            log.warning("queue lookup failed on attempt %d: %s", attempt, exc)
    return None
