"""A client whose retry helper wraps most calls; the one call outside it
runs only inside a Celery task that retries (regulation_tasks.py; round 45
H8, in Python):
medium, the task may be its retry."""
import time

import requests

BASE = "https://api.regulations.example.gov/v4"


def with_retries(fn, attempts=3):
    for attempt in range(attempts):
        try:
            return fn()
        except requests.ConnectionError:
            if attempt == attempts - 1:
                raise
            time.sleep(2**attempt)


def comments(document_id):
    return with_retries(lambda: requests.get(f"{BASE}/comments/{document_id}", timeout=10))


def documents(number):
    return requests.get(f"{BASE}/documents", params={"number": number}, timeout=10)  # expect: missing-retry@medium

