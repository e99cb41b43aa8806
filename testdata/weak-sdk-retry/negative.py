import boto3
from botocore.config import Config

from myapp.settings import Config as AppConfig

athena = boto3.client("athena", config=Config(retries={"max_attempts": 10, "mode": "adaptive"}))

# Not botocore's Config.
app = AppConfig(retries={"max_attempts": 2})

# Timeouts only.
s3 = boto3.client("s3", config=Config(connect_timeout=5, read_timeout=30))
