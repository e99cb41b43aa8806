import requests


def export_grafana_dashboards(base_url, api_key):
    # Run by hand from the export command: the operator reruns it.
    r = requests.get(  # expect: missing-retry@medium
        f"{base_url}/api/search?type=dash-db",
        headers={"Authorization": f"Bearer {api_key}"},
    )
    r.raise_for_status()
    return r.json()
