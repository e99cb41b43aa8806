"""Retry logic of the file's own reads what the handler raises only when it
picks the error classes to retry. A poll that backs off while a query runs
(`backoff.on_predicate`) retries no error, and Python keeps the caught
exception as the new one's `__context__` (medium)."""
import backoff
import boto3
from botocore.exceptions import ClientError

from .backoff_handlers import backoff_handler


class QueryError(Exception):
    pass


athena = boto3.client("athena")


def start_query(sql):
    try:
        return athena.start_query_execution(QueryString=sql)["QueryExecutionId"]
    except ClientError as err:
        raise QueryError(f"query failed: {err}")  # expect: rethrow-drops-context@medium


def wait_for(execution_id):
    @backoff.on_predicate(backoff.fibo, lambda state: state in {"QUEUED", "RUNNING"}, max_time=300, on_backoff=backoff_handler(), on_giveup=backoff_handler())
    def state():
        return athena.get_query_execution(QueryExecutionId=execution_id)["QueryExecution"]["Status"]["State"]

    return state()
