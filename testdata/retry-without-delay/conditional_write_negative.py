# An optimistic-concurrency loop: it goes round only when the conditional
# write lost to another writer, reads the item again and writes at once.
import boto3
from botocore.exceptions import ClientError

table = boto3.resource("dynamodb").Table("flags")


def toggle_flag(flag_id, enabled):
    for _ in range(3):
        current = table.get_item(Key={"id": flag_id}).get("Item", {})
        version = current.get("version", 0)
        try:
            table.update_item(
                Key={"id": flag_id},
                UpdateExpression="SET enabled = :e, version = :next",
                ConditionExpression="version = :v",
                ExpressionAttributeValues={":e": enabled, ":v": version, ":next": version + 1},
            )
            return True
        except table.meta.client.exceptions.ConditionalCheckFailedException:
            continue
    return False
