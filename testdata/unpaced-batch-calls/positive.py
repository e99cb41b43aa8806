import boto3
import requests

athena = boto3.client("athena")


def notify_all(hooks, event):
    for hook in hooks:  # expect: unpaced-batch-calls
        requests.post(hook.url, json=event, timeout=5)


def describe_all(execution_ids):
    for execution_id in execution_ids:  # expect: unpaced-batch-calls
        athena.get_query_execution(QueryExecutionId=execution_id)


def sync_accounts(accounts):
    for account in accounts:  # expect: unpaced-batch-calls
        push_account(account)


def push_account(account):
    return requests.put(f"https://crm.example.com/accounts/{account.id}", json=account.as_dict(), timeout=5)
