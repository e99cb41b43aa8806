# A method handed by reference to the service's own retry wrapper runs
# inside that wrapper's retry: its request is retried.
import time

import httpx
import tenacity


def run_resilient(func, *args):
    for attempt in range(3):
        try:
            return func(*args)
        except httpx.TransportError:
            if attempt == 2:
                raise
            time.sleep(2**attempt)


class AuthService:
    def call_with_retries(self, func, *args, **kwargs):
        controller = tenacity.Retrying(
            reraise=True,
            stop=tenacity.stop_after_attempt(3),
            wait=tenacity.wait_exponential_jitter(),
        )
        return controller.wraps(func)(*args, **kwargs)


class OperationExecutor:
    def __init__(self, auth_service: AuthService):
        self.auth_service = auth_service

    def call_api(self, url, method):
        with httpx.Client(timeout=30) as client:
            return self.auth_service.call_with_retries(self._make_request, client, url, method)

    def _make_request(self, client: httpx.Client, url: str, method: str):
        with client.stream(method.upper(), url) as response:
            response.raise_for_status()
            return response.read()

    def status(self, url):
        with httpx.Client(timeout=30) as client:
            return run_resilient(self._fetch_status, client, url)

    def _fetch_status(self, client: httpx.Client, url: str):
        return client.get(url).json()

    def call_once(self, url):
        with httpx.Client(timeout=30) as client:
            return self._send_once(client, url)

    def _send_once(self, client: httpx.Client, url: str):
        response = client.post(url, json={})  # expect: missing-retry@medium
        response.raise_for_status()
        return response.json()
