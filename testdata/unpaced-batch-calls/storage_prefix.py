"""A remote client whose class name starts with a storage-like word is still
remote: it is known by its type and by what its methods send."""
import os

import requests


class StorageApiClient:
    def __init__(self, base_url):
        self.base_url = base_url
        self.session = requests.Session()

    def put_object(self, key, body):
        return self.session.put(f"{self.base_url}/objects/{key}", data=body, timeout=10)


class BackupExporter:
    def __init__(self, storage_api_client: StorageApiClient):
        self.storage_api_client = storage_api_client

    def export_all(self, files):
        for f in files:  # expect: unpaced-batch-calls
            self.storage_api_client.put_object(f.key, f.body)


def sync_all(records):
    db_sync_gateway = StorageApiClient(os.environ["DB_SYNC_URL"])
    for record in records:  # expect: unpaced-batch-calls
        db_sync_gateway.put_object(record.key, record.payload)
