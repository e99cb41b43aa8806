import requests


def send_notice(url, body):
    return requests.post(url, json=body, timeout=10)
