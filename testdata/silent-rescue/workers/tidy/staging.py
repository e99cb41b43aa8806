"""Best-effort clean-up: a handler that guards only a delete or a rollback
and logs its failure leaves something behind, reported in the log; the
work it tidies after is done or already failed (medium). A handler around
the work itself stays high."""
import logging

import boto3
from botocore.exceptions import ClientError

logger = logging.getLogger(__name__)


class StagingArea:
    def __init__(self):
        self.s3 = boto3.client("s3")

    def promote(self, key):
        try:
            self.s3.copy_object(Bucket="final", Key=key, CopySource={"Bucket": "staging", "Key": key})
        except ClientError as e:  # expect: silent-rescue
            logger.error(f"promotion failed: {e}")
            return None
        self.delete_staged(key)
        return key

    def delete_staged(self, key):
        try:
            self.s3.delete_object(Bucket="staging", Key=key)
        except ClientError as e:  # expect: silent-rescue@medium
            logger.error(f"could not delete the staged copy: {e}")

    def rollback_upload(self, key):
        try:
            logger.info("rolling back %s", key)
            self.s3.delete_object(Bucket="final", Key=key)
        except ClientError as e:  # expect: silent-rescue@medium
            logger.error(f"rollback failed: {e}")

    def drop_quietly(self, key):
        # Nothing logged: still lost without a trace (high).
        try:
            self.s3.delete_object(Bucket="staging", Key=key)
        except ClientError:  # expect: silent-rescue
            return None
