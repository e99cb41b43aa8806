# A cache client built from the redis package is a datastore client: its
# calls are not HTTP requests, whatever the attribute is called.
import time

import redis


def with_retry(fn, attempts=3):
    for i in range(attempts):
        try:
            return fn()
        except redis.ConnectionError:
            if i + 1 == attempts:
                raise
            time.sleep(2 ** i)


class CacheWorker:
    def __init__(self, url):
        self.client = redis.Redis.from_url(url)

    def start(self):
        with_retry(lambda: self.client.ping())

    def remember(self, key, value):
        self.client.set(key, value)
        self.client.expire(key, 60)
