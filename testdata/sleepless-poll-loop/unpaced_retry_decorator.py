import requests
from tenacity import retry, stop_after_attempt, wait_exponential


@retry(stop=stop_after_attempt(3))  # expect: retry-without-delay
def fetch_state(job_id):
    return requests.get(f"https://jobs.example.com/api/jobs/{job_id}", timeout=10).json()["state"]


@retry(stop=stop_after_attempt(3), wait=wait_exponential(multiplier=1, max=30))
def fetch_state_paced(job_id):
    return requests.get(f"https://jobs.example.com/api/jobs/{job_id}", timeout=10).json()["state"]


def wait_for_job(job_id):
    # tenacity's @retry without wait= retries at once: it paces nothing, and
    # the loop asks again at CPU speed.
    while True:  # expect: sleepless-poll-loop
        if fetch_state(job_id) == "done":
            return True


def wait_for_job_paced(job_id):
    # This helper waits between its attempts: the loop is paced on the
    # paths that fail (medium).
    while True:  # expect: sleepless-poll-loop@medium
        if fetch_state_paced(job_id) == "done":
            return True
