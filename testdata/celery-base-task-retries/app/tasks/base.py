"""A base task class that retries: every task built on it retries, so the
marker speaks for the project's tasks."""
import requests
from celery import Task


class RetryingTask(Task):
    autoretry_for = (requests.RequestException,)
    max_retries = 5
    retry_backoff = True
