# Attempt loops on the response's status that wait, walk data, or run local
# commands: not retries without delay.
import subprocess
import time

import requests

ARTIFACTS_URL = "https://artifacts.internal.example.com"
MIRRORS = ["https://a.mirror.example.com", "https://b.mirror.example.com", "https://c.mirror.example.com"]


def download_model_card(model_id):
    url = f"{ARTIFACTS_URL}/models/{model_id}/card.json"
    resp = None
    for attempt in range(5):
        resp = requests.get(url, timeout=30)
        if resp.status_code == 200:
            break
        time.sleep(2 ** attempt)
    resp.raise_for_status()
    return resp.json()


# Pagination: stops on the first non-200 while following `next` links.
def list_all_repos(org, token):
    url = f"https://api.github.com/orgs/{org}/repos?per_page=100"
    repos = []
    while url:
        r = requests.get(url, headers={"Authorization": f"token {token}"}, timeout=10)
        if r.status_code != 200:
            break
        repos.extend(r.json())
        url = r.links.get("next", {}).get("url")
    return repos


# Each attempt asks another mirror: the argument changes per iteration.
def fetch_index(path):
    for i in range(3):
        r = requests.get(MIRRORS[i] + path, timeout=10)
        if r.ok:
            return r.content
    raise RuntimeError("no mirror answered")


# Exit codes of a local command are not remote work.
def compact_database(db_path):
    for attempt in range(3):
        rc = subprocess.call(["sqlite3", db_path, "VACUUM;"])
        if rc == 0:
            break


# Polls (sleepless-poll-loop's business): a state in the body, or a
# readiness probe that waits for a service to come up.
def wait_for_export(api_url, export_id):
    for _ in range(600):
        r = requests.get(f"{api_url}/exports/{export_id}", timeout=10)
        if r.json()["status"] == "done":
            return r.json()["download_url"]
    raise TimeoutError(export_id)


def wait_for_ready(base_url):
    while True:
        resp = requests.get(base_url + "/readyz", timeout=2)
        if resp.ok:
            return
