from workers.reports.archive_client import fetch_archived


def load_archived(report_id):
    data = fetch_archived(report_id)
    return {"id": report_id, "rows": data.get("rows", [])}
