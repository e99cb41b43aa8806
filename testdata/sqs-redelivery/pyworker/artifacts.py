"""Reached only from the SQS consumer, which lets the queue deliver a
failed message again: a missing retry here costs a redelivery."""
import requests


def fetch_artifact(url):
    res = requests.get(url, timeout=30)  # expect: missing-retry@medium
    res.raise_for_status()
    return res.content
