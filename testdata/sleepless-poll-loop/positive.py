import boto3
import requests
from botocore.config import Config

warehouse = boto3.client("athena")


def wait_for_report(report_run_id):
    # Incident 002 shape: spin on GetQueryExecution until a final state.
    while True:  # expect: sleepless-poll-loop
        result = warehouse.get_query_execution(QueryExecutionId=report_run_id)
        if result["QueryExecution"]["Status"]["State"] in ("SUCCEEDED", "FAILED", "CANCELLED"):
            break
    return result


def wait_with_state_variable(run_id):
    while 1:  # expect: sleepless-poll-loop
        info = warehouse.get_query_execution(QueryExecutionId=run_id)
        phase = info["QueryExecution"]["Status"]["State"]
        if phase == "SUCCEEDED":
            return info
        if phase in ("FAILED", "CANCELLED"):
            raise RuntimeError(phase)


def wait_until_done(client, job_id):
    finished = False
    while not finished:  # expect: sleepless-poll-loop@medium
        job = client.describe_job(jobId=job_id)
        finished = job["status"] in ("COMPLETE", "ERROR")


def wait_predicate(cluster):
    while not cluster.is_ready():  # expect: sleepless-poll-loop@medium
        pass


def wait_condition_compares(api, export_id):
    state = api.export_state(export_id)
    while state != "finished":  # expect: sleepless-poll-loop@medium
        state = api.export_state(export_id)


def health_wait(base_url):
    while True:  # expect: sleepless-poll-loop
        resp = requests.get(base_url + "/health", timeout=5)
        if resp.status_code == 200:
            break


def bounded_attempts(api, build_id):
    for _ in range(100):  # expect: sleepless-poll-loop@medium
        build = api.get_build(build_id)
        if build.status == "done":
            return build
    raise TimeoutError(build_id)


async def async_wait(client, task_id):
    while True:  # expect: sleepless-poll-loop@medium
        task = await client.get_task(task_id)
        if task.state == "SUCCESS":
            return task


def wait_refresh(job):
    while not (job.is_finished or job.is_failed):  # expect: sleepless-poll-loop@medium
        job.refresh()
