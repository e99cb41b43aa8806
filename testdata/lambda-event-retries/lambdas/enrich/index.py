"""A Lambda handler fed by a queue (it reads the event's `Records`): when it
raises, the event source delivers the event again (SQS redelivers the
message, an asynchronous invocation is retried twice), so the raw calls it
reaches are retried by the platform (round 45 H5-H7: medium)."""
import json

from aws_lambda_powertools.utilities.typing import LambdaContext

from lambdas.enrich.enrich import enrich


def handler(event: dict, context: LambdaContext) -> None:
    for record in event.get("Records", []):
        message = json.loads(record["body"])
        enrich(message["uri"])
