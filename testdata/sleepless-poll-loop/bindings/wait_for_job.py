from .jobs_client import JobsClient


class Waiter:
    def __init__(self, jobs: JobsClient):
        self.jobs = jobs

    def wait(self, job_id):
        while True:  # expect: sleepless-poll-loop
            job = self.jobs.get_job(job_id)
            if job["status"] == "done":
                return job

    def spin(self, job_id):
        # `cached` is summarised as local work: not a remote poll.
        while True:
            job = self.jobs.cached(job_id)
            if job["status"] == "done":
                return job
