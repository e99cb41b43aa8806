import logging
import socket

import requests

log = logging.getLogger(__name__)


def fetch_orgs(login):
    # requests raises requests.exceptions.ConnectionError for a refused
    # connection, which is no builtin ConnectionRefusedError: the retry path
    # may never run (medium).
    for attempt in range(5):  # expect: retry-without-delay@medium
        try:
            return requests.get(f"https://api.github.com/users/{login}/orgs", timeout=10)
        except ConnectionRefusedError:
            log.warning("refused (attempt %d)", attempt)


def fetch_repos(login):
    # requests' own class: the retry runs, at once (high).
    for attempt in range(5):  # expect: retry-without-delay
        try:
            return requests.get(f"https://api.github.com/users/{login}/repos", timeout=10)
        except requests.ConnectionError:
            log.warning("refused (attempt %d)", attempt)


def read_banner(host):
    # A raw socket raises the builtin class itself (high).
    for attempt in range(5):  # expect: retry-without-delay
        try:
            with socket.create_connection((host, 25), timeout=10) as s:
                return s.recv(512)
        except ConnectionRefusedError:
            log.warning("refused (attempt %d)", attempt)
