# Shape of incident 002: a Lambda's Athena client gave up after three quick
# attempts under account-wide throttling.
import time

import boto3
import botocore.config
from botocore.config import Config
from typing import Final

retry_config = Config(
    retries={  # expect: weak-sdk-retry
        "max_attempts": 3,
        "mode": "standard",
    }
)
athena = boto3.client("athena", config=retry_config)

# Legacy mode with its attempts above three backs off between them, and no
# loop calls this client: medium.
glue = boto3.client("glue", config=Config(retries={"max_attempts": 10, "mode": "legacy"}))  # expect: weak-sdk-retry@medium

s3 = boto3.client("s3", config=botocore.config.Config(retries={"max_attempts": 2}))  # expect: weak-sdk-retry

sqs = boto3.client("sqs", config=Config(retries={"total_max_attempts": 3, "mode": "adaptive"}))  # expect: weak-sdk-retry

# Retries switched off: reported at medium confidence.
NO_RETRY = Config(retries={"max_attempts": 0})  # expect: weak-sdk-retry@medium
SQS_NO_RETRY = Config(retries={"total_max_attempts": 1, "mode": "standard"})  # expect: weak-sdk-retry@medium

# The same configuration written with `dict(...)`.
DICT_CONFIG = Config(retries=dict(max_attempts=3, mode="standard"))  # expect: weak-sdk-retry@medium

# Standard mode with the attempts taken from settings: the mode already backs
# off on throttling, and the deployment picks the attempts.
from app import settings

STORAGE_CONFIG = Config(
    retries={  # expect: weak-sdk-retry@medium
        "total_max_attempts": settings.STORAGE_MAX_ATTEMPTS,
        "mode": "standard",
    },
)


# The mode and the attempts named by module constants are read through them.
AWS_RETRY_MODE: Final = "standard"
AWS_MAX_ATTEMPTS = 3
BOTO_CONFIG = Config(retries={"mode": AWS_RETRY_MODE, "max_attempts": AWS_MAX_ATTEMPTS})  # expect: weak-sdk-retry@medium


# The athena client above (standard mode, 3 attempts) and the legacy-mode
# events client below are polled in loops: sustained throttling is in
# sight, so both are high. DICT_CONFIG and
# BOTO_CONFIG build no client that a loop calls: medium.
def wait_for(execution_id):
    while True:
        state = athena.get_query_execution(QueryExecutionId=execution_id)["QueryExecution"]["Status"]["State"]
        if state != "RUNNING":
            return state
        time.sleep(1)


events = boto3.client("logs", config=Config(retries={"max_attempts": 10}))  # expect: weak-sdk-retry


def tail_events(group):
    token = None
    while True:
        page = events.get_log_events(logGroupName=group, nextToken=token)
        token = page["nextForwardToken"]
        time.sleep(2)
