"""A recursive retry that passes the wait into the method, which sleeps on
that parameter before the request: paced, not reported. One whose sleep
reads a parameter the recursive call does not set is reported."""
import time

import requests


class JobsClient:
    def fetch(self, path, retry_after=None):
        if retry_after:
            time.sleep(retry_after)
        try:
            return requests.get(f"https://jobs.example.com/{path}", timeout=10).json()
        except requests.ConnectionError:
            if retry_after is None:
                return self.fetch(path, 5)
            raise

    def fetch_once(self, path, warmup=None, attempt=0):
        if warmup:
            time.sleep(warmup)
        try:
            return requests.get(f"https://jobs.example.com/{path}", timeout=10).json()
        except requests.ConnectionError:
            if attempt < 3:
                return self.fetch_once(path)  # expect: retry-without-delay
            raise
