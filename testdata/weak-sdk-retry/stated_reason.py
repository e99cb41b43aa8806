# A retry budget with its reason written beside it was weighed by its author:
# medium. A comment that only names the setting is no reason: high.
import boto3
from botocore.config import Config

mail_bucket = boto3.client(
    "s3",
    config=Config(
        retries={  # expect: weak-sdk-retry@medium
            # one attempt only, so that the queue that delivered the message
            # redelivers it instead of this request waiting on backoff
            "max_attempts": 1,
            "mode": "standard",
        }
    ),
)

reports = boto3.client(
    "athena",
    config=Config(
        retries={  # expect: weak-sdk-retry@medium
            # retry settings for the reports client
            "max_attempts": 3,
            "mode": "standard",
        }
    ),
)
