"""A worker's task module under `tasks/` (Celery's convention): it names the
project's Celery app, so it is service code, not a command (round 46 M17 was
labelled CLI), and its missing retry is reported (medium here: a POST, and
no registration of the task class is resolved)."""
import httpx

from worker_tasks.app import celery_app
from worker_tasks.tasks.base import BaseTask


class HTTPRequestTask(BaseTask, name="app.tasks.http_request.HTTPRequest"):
    def run_impl(self, url, payload):
        return httpx.post(url, json=payload, timeout=10)  # expect: missing-retry@medium


RegisteredHTTPRequestTask = celery_app.register_task(HTTPRequestTask())
