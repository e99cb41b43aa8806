"""A Celery task registered through an attribute of the app: a job boundary
like the module-level decorator, with no retry configured (high)."""
import requests
from celery import app


@app.shared_task()
def refresh_profile(orcid_id):
    return requests.get(f"https://pub.orcid.example.org/v3.0/{orcid_id}/record", timeout=10).json()  # expect: missing-retry
