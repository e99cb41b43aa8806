from workers.reports.client import fetch_report


def load_report(report_id):
    data = fetch_report(report_id)
    return {"id": report_id, "rows": data.get("rows", [])}
