# A recursion that allows exactly one immediate retry (a dropped pooled
# connection) is medium; one that goes on until five attempts is high.
import requests


def job_status(job_id, count=0):
    try:
        return requests.get(f"https://jobs.example.com/v1/jobs/{job_id}", timeout=10).json()
    except requests.ConnectionError:
        if count > 0:
            raise
        return job_status(job_id, count + 1)  # expect: retry-without-delay@medium


def job_result(job_id, count=0):
    try:
        return requests.get(f"https://jobs.example.com/v1/results/{job_id}", timeout=10).json()
    except requests.ConnectionError:
        if count >= 5:
            raise
        return job_result(job_id, count + 1)  # expect: retry-without-delay
