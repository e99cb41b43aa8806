import requests

BILLING_URL = "https://billing.example.com"


def readiness():
    # A probe: its short budget is usually intended.
    return requests.get(f"{BILLING_URL}/ready", timeout=0.5).ok  # expect: short-timeout@medium


def liveness_check():
    return requests.get(f"{BILLING_URL}/live", timeout=1).ok  # expect: short-timeout@medium
