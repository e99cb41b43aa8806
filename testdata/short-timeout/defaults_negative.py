import httpx
import queue

CLIENT_DEFAULTS = {"timeout": 15.0, "follow_redirects": True}
client = httpx.Client(base_url="https://ledger.example.com", **CLIENT_DEFAULTS)

POP_OPTS = dict(timeout=0.5)
jobs = queue.Queue()


def next_job():
    return jobs.get(**POP_OPTS)
