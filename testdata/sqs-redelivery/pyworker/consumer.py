"""A long-polling SQS consumer: a message whose work raises is not deleted,
so SQS delivers it again when its visibility timeout ends, until its
receive count passes the limit. The queue is this work's retry."""
import json
import os

import boto3

from pyworker.artifacts import fetch_artifact

sqs = boto3.client("sqs")
GIVE_UP_AFTER = 4


def drain(queue_url):
    batch = sqs.receive_message(
        QueueUrl=queue_url,
        WaitTimeSeconds=20,
        MessageSystemAttributeNames=["ApproximateReceiveCount"],
    )
    for message in batch.get("Messages", []):
        deliveries = int(message["Attributes"].get("ApproximateReceiveCount", "1"))
        if deliveries > GIVE_UP_AFTER:
            sqs.send_message(QueueUrl=os.environ["FAILURES_QUEUE_URL"], MessageBody=message["Body"])
        else:
            body = fetch_artifact(json.loads(message["Body"])["url"])
            print(f"fetched {len(body)} bytes")
        sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
