# botocore's standard mode with ten attempts backs off with jitter on
# throttling; what it lacks is client-side rate limiting, which matters for
# a client hammered from a loop (incident 002's poll).
import time

import boto3
from botocore.config import Config

DEFAULT_CONFIG = Config(retries={"mode": "standard", "total_max_attempts": 10})  # expect: weak-sdk-retry@medium
sts = boto3.client("sts", config=DEFAULT_CONFIG)

POLL_CONFIG = Config(retries={"mode": "standard", "total_max_attempts": 10})  # expect: weak-sdk-retry
athena = boto3.client("athena", config=POLL_CONFIG)


def wait_for(execution_id):
    while True:
        state = athena.get_query_execution(QueryExecutionId=execution_id)["QueryExecution"]["Status"]["State"]
        if state != "RUNNING":
            return state
        time.sleep(1)


# A loop that only closes the clients is no load on the service: the
# configuration below stays medium.
SESSION_CONFIG = Config(retries={"mode": "standard", "total_max_attempts": 10})  # expect: weak-sdk-retry@medium


class Api:
    def __init__(self, session):
        self.session = session
        self.clients = []

    def account(self):
        client = self.session.client("account", config=SESSION_CONFIG)
        self.clients.append(client)
        return client

    def close(self):
        for client in self.clients:
            client.close()
