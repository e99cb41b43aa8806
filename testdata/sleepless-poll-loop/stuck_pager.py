# A paging loop that tests the next page's key but sends the same query every
# time: an answer with a second page loops forever.
import boto3

entries = boto3.client("dynamodb")


def all_entries(table_name, user_id):
    items = []
    last_key = None
    query = {
        "TableName": table_name,
        "KeyConditionExpression": "user_id = :u",
        "ExpressionAttributeValues": {":u": {"S": user_id}},
    }
    while True:  # expect: sleepless-poll-loop
        page = entries.query(**query)
        items.extend(page.get("Items", []))
        last_key = page.get("LastEvaluatedKey")
        if not last_key:
            break
    return items
