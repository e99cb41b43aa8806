"""A Prefect task declared with `@task(retries=...)`: the framework retries
the task, so the plain call inside it is medium."""
import requests
from prefect import task


@task(name="fetch-capture", retries=3, retry_delay_seconds=10)
def fetch_capture(capture_id):
    return requests.get(f"https://capture.example.org/captures/{capture_id}", timeout=10).json()  # expect: missing-retry@medium
