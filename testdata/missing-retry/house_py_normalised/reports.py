from .transport import get


def fetch_report(report_id):
    return get(f"https://reports.example.com/reports/{report_id}").json()  # expect: missing-retry@medium
