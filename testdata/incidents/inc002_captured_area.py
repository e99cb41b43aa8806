# Incident INC-2026-07-15-athena-poll-throttle, paraphrased: a tight poll of
# the query status and an SDK retry configuration that gives up quickly.
import boto3
from botocore.config import Config

sdk_config = Config(retries={"max_attempts": 3, "mode": "standard"})  # expect: weak-sdk-retry

athena = boto3.client("athena", config=sdk_config)


def run_query(sql, output):
    started = athena.start_query_execution(QueryString=sql, ResultConfiguration={"OutputLocation": output})
    execution_id = started["QueryExecutionId"]
    while True:  # expect: sleepless-poll-loop
        status = athena.get_query_execution(QueryExecutionId=execution_id)
        if status["QueryExecution"]["Status"]["State"] in ("SUCCEEDED", "FAILED", "CANCELLED"):
            break
    return execution_id
