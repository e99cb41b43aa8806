import queue
import threading

import requests


def drain(q: queue.Queue):
    return q.get(timeout=1)


def locked(lock: threading.Lock):
    return lock.acquire(timeout=1)


def join(t: threading.Thread):
    t.join(timeout=1)


def healthy(url):
    return requests.get(url, timeout=5)


def healthy_tuple(url):
    return requests.get(url, timeout=(3.05, 27))


def no_timeout(url):
    return requests.get(url, timeout=None)


def configured(url, settings):
    return requests.get(url, timeout=settings.HTTP_TIMEOUT)


def job():
    schedule("export", timeout=1)


def local_get(cache, key):
    return cache.get(key, timeout=1)


class Poller:
    def wait(self, future):
        return future.result(timeout=1)


def instance_region():
    return requests.get("http://169.254.169.254/latest/meta-data/placement/region", timeout=0.5)


def sidecar_health():
    return requests.get("http://localhost:15000/ready", timeout=1)


class EventBuffer:
    # A datastore connection that is meant to fail fast.
    _connect_timeout = 0.25

    def pool(self, redis_lib, url):
        return redis_lib.ConnectionPool.from_url(url, socket_connect_timeout=self._connect_timeout)


def run_tool(cmd):
    import subprocess

    return subprocess.run(cmd, timeout=1, check=False)
