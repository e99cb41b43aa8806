import requests

REPORTS_URL = "https://reports.example.org/api/reports/"


def fetch_report(report_id):
    response = requests.get(REPORTS_URL + str(report_id), timeout=10)  # expect: missing-retry@medium
    response.raise_for_status()
    return response.json()
