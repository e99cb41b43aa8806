import requests

ARCHIVE_URL = "https://archive.example.org/api/reports/"


def fetch_archived(report_id):
    response = requests.get(ARCHIVE_URL + str(report_id), timeout=10)  # expect: missing-retry
    response.raise_for_status()
    return response.json()
