import logging

import boto3
from botocore.exceptions import ClientError

logger = logging.getLogger(__name__)


class TableStore:
    """Logs each failure (the error itself) before passing it on."""

    def __init__(self):
        self.dynamodb = boto3.resource("dynamodb")

    def put(self, table_name, item):
        try:
            self.dynamodb.Table(table_name).put_item(Item=item)
        except ClientError as e:
            logger.error(str(e), {"Result": f"Unable to write item to {table_name}"})
            raise e


class QuietStore:
    """Passes failures on without logging them."""

    def __init__(self):
        self.dynamodb = boto3.resource("dynamodb")

    def put(self, table_name, item):
        self.dynamodb.Table(table_name).put_item(Item=item)
