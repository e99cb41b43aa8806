import time

import requests
from flask import Flask, jsonify

app = Flask(__name__)


def with_retries(op, attempts=3):
    for i in range(attempts):
        try:
            return op()
        except requests.RequestException:
            if i + 1 == attempts:
                raise
            time.sleep(0.2 * 2**i)


@app.route("/records")
def list_records():
    resp = with_retries(lambda: requests.get("https://records.example.com/v1/records", timeout=10))
    return jsonify(resp.json())


# A request handler: the person who asked sees the failure and asks again.
@app.route("/records/<rid>/export")
def export_record(rid):
    resp = requests.get(f"https://records.example.com/v1/records/{rid}/export", timeout=10)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.content
