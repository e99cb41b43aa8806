import logging
import time

import requests

log = logging.getLogger(__name__)

session = requests.Session()


def reconnect_database():
    time.sleep(3)
    log.info("reopening")
    session.get("https://ledger.example.org/ping", timeout=5)  # expect: missing-retry@medium


def reopen():
    session.close()


def push_paced(entry):
    for _ in range(5):
        try:
            return session.post("https://ledger.example.org/entries", json=entry, timeout=10)
        except requests.ConnectionError:
            reconnect_database()


def push(entry):
    for _ in range(5):  # expect: retry-without-delay
        try:
            return session.post("https://ledger.example.org/entries", json=entry, timeout=10)
        except requests.ConnectionError:
            reopen()
