# Two hops from the task: `run_query` calls a method its parameter's class
# inherits from a class in a third module.
import requests

from .sub import Sub


def run_query(client: Sub, q):
    return client.get(f"query?q={q}")


def ping():
    return requests.get("https://x.example.com/ping", timeout=2).ok
