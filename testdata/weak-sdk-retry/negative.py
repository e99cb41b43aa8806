import boto3
from botocore.config import Config

from myapp.settings import Config as AppConfig

athena = boto3.client("athena", config=Config(retries={"max_attempts": 10, "mode": "adaptive"}))

# Retries disabled on purpose: the caller (a task queue) retries.
sqs = boto3.client("sqs", config=Config(retries={"total_max_attempts": 1, "mode": "standard"}))

# Not botocore's Config.
app = AppConfig(retries={"max_attempts": 2})

# Timeouts only.
s3 = boto3.client("s3", config=Config(connect_timeout=5, read_timeout=30))
