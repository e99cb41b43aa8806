import requests
from flask import Flask, jsonify

app = Flask(__name__)


@app.route("/rates")
def rates():
    # A request handler: the caller sees the 502 and asks again.
    r = requests.get("https://rates.example.com/latest", timeout=5)  # expect: missing-retry@medium
    r.raise_for_status()
    return jsonify(r.json())
