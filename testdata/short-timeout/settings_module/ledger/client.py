import requests
from django.conf import settings

from ..settings import RATES_API_TIMEOUT


def post_entry(entry):
    return requests.post(
        "https://ledger.example.com/entries",
        json=entry,
        timeout=settings.LEDGER_REQUEST_TIMEOUT_SECONDS,  # expect: short-timeout
    )


def latest_rates():
    return requests.get("https://rates.example.com/latest", timeout=RATES_API_TIMEOUT)  # expect: short-timeout


def archive(entry):
    return requests.post("https://archive.example.com/entries", json=entry, timeout=settings.ARCHIVE_REQUEST_TIMEOUT)
