"""Celery retry options belong to the task that declares them (round 47
recall #1: lite-api's Notify task had no retry, though other tasks of the
project declared retries). This task retries its own calls: not reported."""
import requests
from celery import shared_task


@shared_task(autoretry_for=(requests.RequestException,), max_retries=5, retry_backoff=True)
def build_report(report_id):
    return requests.get(f"https://reports.example.com/reports/{report_id}", timeout=10).json()
