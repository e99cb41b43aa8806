"""Twins of storage_prefix.py: a real local datastore in a loop (Redis, an ORM
model), and the same remote client paced between items."""
import os
import time

import redis
import requests

from .models import StoredObject

storage_cache = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379"))


class StorageApiClient:
    def __init__(self, base_url):
        self.base_url = base_url
        self.session = requests.Session()

    def put_object(self, key, body):
        return self.session.put(f"{self.base_url}/objects/{key}", data=body, timeout=10)


def cached_sizes(files):
    return [storage_cache.get(f"size:{f.key}") for f in files]


def mark_exported(files):
    for f in files:
        StoredObject.objects.filter(key=f.key).update(exported=True)


def export_paced(files, storage_api_client: StorageApiClient):
    for f in files:
        storage_api_client.put_object(f.key, f.body)
        time.sleep(0.2)
