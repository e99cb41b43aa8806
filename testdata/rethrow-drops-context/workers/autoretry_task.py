# A Celery task told to retry HTTP errors (`autoretry_for`): the handler
# wraps the HTTPError in a project error, so the task's retry never fires on
# a 503 or 429 (high). Keeping the class with `from e` alone does not help:
# autoretry reads the class of the raised error.
import requests
from celery import shared_task


class ForecastError(Exception):
    pass


@shared_task(autoretry_for=(requests.HTTPError,), retry_backoff=True, max_retries=5)
def refresh_forecast(station_id):
    try:
        resp = requests.get(f"https://weather.example.com/stations/{station_id}", timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.HTTPError as e:
        raise ForecastError(f"forecast refresh failed: {e}")  # expect: rethrow-drops-context


# `from None` under a retry that decides by class: still high.
@shared_task(autoretry_for=(requests.HTTPError,), retry_backoff=True, max_retries=5)
def refresh_alerts(station_id):
    try:
        resp = requests.get(f"https://weather.example.com/alerts/{station_id}", timeout=10)
        resp.raise_for_status()
        return resp.json()
    except requests.HTTPError as e:
        raise ForecastError(f"alert refresh failed: {e}") from None  # expect: rethrow-drops-context
