# Polls that read the response: a state in its body, or a readiness probe
# re-requested until it answers 2xx. The response's status alone decides
# nothing here about a failed request.
import requests


def wait_for_export(api_url, export_id):
    for _ in range(600):  # expect: sleepless-poll-loop
        r = requests.get(f"{api_url}/exports/{export_id}", timeout=10)
        if r.json()["status"] == "done":
            return r.json()["download_url"]
    raise TimeoutError(export_id)


def wait_for_report(api_url, report_id):
    while True:  # expect: sleepless-poll-loop
        r = requests.get(f"{api_url}/reports/{report_id}", timeout=10)
        if r.status_code == 200 and r.json().get("state") == "finished":
            return r.json()


def wait_for_ready(base_url):
    while True:  # expect: sleepless-poll-loop
        resp = requests.get(base_url + "/readyz", timeout=2)
        if resp.ok:
            return
