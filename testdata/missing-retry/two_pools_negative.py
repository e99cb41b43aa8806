"""Twin: both pools retry."""
import json

import urllib3
from urllib3.util.retry import Retry

retrying = urllib3.PoolManager(retries=Retry(total=5, backoff_factor=0.5, status_forcelist=[429, 502, 503]))
audit_pool = urllib3.PoolManager(retries=Retry(total=3, backoff_factor=1))


def get_profile(user_id):
    r = retrying.request("GET", f"https://profiles.example.com/users/{user_id}")
    return json.loads(r.data)


def push_audit(event):
    audit_pool.request("POST", "https://audit.example.com/events", body=json.dumps(event))
