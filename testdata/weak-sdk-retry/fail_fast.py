import boto3
from botocore.config import Config

# A latency budget: short connect/read timeouts and few attempts, chosen
# together so a slow KMS fails fast instead of stalling the request.
kms = boto3.client(
    "kms",
    config=Config(connect_timeout=2, read_timeout=5, retries={"max_attempts": 2, "mode": "standard"}),  # expect: weak-sdk-retry@medium
)
