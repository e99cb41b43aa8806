import logging

import requests

logger = logging.getLogger(__name__)
session = requests.Session()
MATCHING_URL = "https://matching.example.org/api/"


def is_available():
    """Return True if the matching server answers."""
    try:
        response = session.head(MATCHING_URL)
        response.raise_for_status()
    except requests.exceptions.RequestException as error:  # expect: silent-rescue@medium
        logger.debug(f"is_available() error: {error}")
        return False
    return response.status_code == requests.codes.ok


def request_post(url, files=None, timeout=60):
    try:
        response = session.post(url, timeout=timeout, files=files)
        response.raise_for_status()
        return response.json()
    except (requests.RequestException, ValueError) as exception:  # expect: silent-rescue@medium
        logger.debug(f"[Exception] {exception}")


def request_get(url, timeout=60):
    try:
        response = session.get(url, timeout=timeout)
        response.raise_for_status()
        return response.json()
    except (requests.RequestException, ValueError) as exception:  # expect: silent-rescue@medium
        logger.debug(f"[Exception] {exception}")


def request_report(url, timeout=60):
    try:
        response = session.get(url, timeout=timeout)
        response.raise_for_status()
        return response.json()
    except (requests.RequestException, ValueError) as exception:  # expect: silent-rescue
        logger.debug(f"[Exception] {exception}")


def send_for_matching(project_json):
    with open(project_json, "rb") as f:
        response = request_post(
            url=f"{MATCHING_URL}matching/",
            files={"upload_file": f},
        )

    if not response:
        raise RuntimeError("Invalid response from the matching server")
    return response["url"]


def match_status(run_url):
    run = request_get(run_url)
    return run["status"]


def keep_report(run_url, reports):
    report = request_report(run_url)
    reports.append(report)
