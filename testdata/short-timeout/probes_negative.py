import requests

BILLING_URL = "https://billing.example.com"


def readiness():
    return requests.get(f"{BILLING_URL}/ready", timeout=5).ok


def liveness_check():
    return requests.get(f"{BILLING_URL}/live", timeout=3).ok
