import requests

CWE_URL = "https://cwe.example.org/data/xml/cwec_latest.xml.zip"


def download_weaknesses_zip(path):
    # Runs in the weekly DAG's task, which Airflow retries (retries=3).
    resp = requests.get(CWE_URL, timeout=60)  # expect: missing-retry@medium
    resp.raise_for_status()
    with open(path, "wb") as f:
        f.write(resp.content)


def lookup_weakness(cwe_id):
    # Called from the web API only: no task reaches it, and the person who
    # asked sees the failure (medium; the DAG's task above is retried).
    resp = requests.get(f"https://cwe.example.org/api/v1/cwe/{cwe_id}", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()
