import asyncio
import queue
import threading
import time

import boto3
import requests

warehouse = boto3.client("athena")
sqs = boto3.client("sqs")


def with_sleep(run_id):
    while True:
        result = warehouse.get_query_execution(QueryExecutionId=run_id)
        if result["QueryExecution"]["Status"]["State"] in ("SUCCEEDED", "FAILED"):
            break
        time.sleep(1)


async def with_asyncio_sleep(client, task_id):
    while True:
        task = await client.get_task(task_id)
        if task.state == "SUCCESS":
            return task
        await asyncio.sleep(0.5)


def with_event_wait(client, job_id, stop: threading.Event):
    while True:
        job = client.describe_job(jobId=job_id)
        if job["status"] == "COMPLETE":
            return job
        stop.wait(2)


def with_backoff_helper(client, job_id):
    attempt = 0
    while True:
        job = client.describe_job(jobId=job_id)
        if job["status"] == "COMPLETE":
            return job
        attempt += 1
        backoff(attempt)


def paginate(client):
    token = None
    while True:
        page = client.list_objects(ContinuationToken=token)
        if page["status"] == "done":
            break
        token = page["NextContinuationToken"]


def page_number_loop(api):
    page = 1
    while True:
        items = api.get_items(page=page)
        if not items:
            break
        page += 1


def drain_until_empty(api):
    while True:
        batch = api.get_pending()
        if not batch:
            break
        handle(batch)


def long_poll(queue_url):
    while True:
        messages = sqs.receive_message(QueueUrl=queue_url, WaitTimeSeconds=20)
        if messages.get("status") == "stop":
            break


def queue_consumer(q: queue.Queue):
    while True:
        item = q.get(timeout=1)
        if item.status == "done":
            break


def stream_reader(sock):
    while True:
        chunk = sock.recv(4096)
        if chunk.status == "done":
            break


def prompt_loop():
    while True:
        answer = input("Continue? ")
        if answer.status == "done":
            break


def unique_code(model):
    while True:
        code = generate_code()
        if not model.objects.filter(code=code).exists():
            return code


def walk_up(node):
    while node.status != "root":
        node = node.parent


def collection_loop(api, ids):
    for job_id in ids:
        job = api.get_job(job_id)
        if job.status == "done":
            break


def range_over_indexes(api, items):
    for i in range(0, len(items), 10):
        batch = api.get_batch(items[i : i + 10])
        if batch.status == "done":
            break


async def awaits_queue(self):
    while True:
        event = await self.queue.get()
        if event.status == "done":
            break


def bounded_with_loop_var(api):
    for attempt in range(5):
        result = api.get_result(attempt=attempt)
        if result.status == "done":
            return result


def refresh_with_sleep(job):
    while not (job.is_finished or job.is_failed):
        job.refresh()
        time.sleep(0.2)


# Mirror fallback: each iteration asks the next mirror, taken from a list the
# body consumes; the call's argument changes every time.
def first_working_mirror(mirrors):
    feed = None
    while mirrors:
        feed_url = mirrors[0] + "feed.xml"
        feed = requests.get(feed_url, timeout=10)
        if feed.status_code == 200:
            break
        mirrors.pop(0)
    return feed


# An iterative walk over local state: the "get" calls read an in-memory
# iterator, not another service.
def skip_to_start(iterator, host, start_at):
    while True:
        (state, task) = iterator.get_next_task_for_host(host, peek=True)
        if state.run_state == 2:
            break
        iterator.set_state_for_host(host, state)


# A blocking wait with its own timeout paces itself.
def wait_for_child(watcher, retries):
    while retries > 0:
        if watcher.poll(0.1):
            break
        retries = retries - 1


# Stream consumers: each call blocks for the next item, they are not polls.
def read_lines(proc):
    while True:
        line = proc.stdout.readline()
        if not line:
            break
        print(line)


def drain(iterator):
    while True:
        item = next(iterator, None)
        if item is None:
            break
        yield item


def wait_readable(select_mod, sock):
    while True:
        ready, _, _ = select_mod.select([sock], [], [], 5)
        if ready:
            break
