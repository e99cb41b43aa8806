import logging

import requests

logger = logging.getLogger(__name__)


# Asks whether the named remote end is alive: "no" when it cannot be reached
# is the answer.
def is_host_healthy(host: str) -> bool:
    try:
        response = requests.get(f"{host}/health", timeout=5)
        return response.json().get("healthy")
    except requests.exceptions.RequestException as exc:  # expect: silent-rescue@medium
        logger.warning("health check: %s", exc)
        return False


# Asks the remote end a domain question: "no" on a failure to reach it is a
# wrong answer.
def is_report_ready(host: str, report_id: str) -> bool:
    try:
        response = requests.get(f"{host}/reports/{report_id}", timeout=5)
        return response.json().get("ready")
    except requests.exceptions.RequestException as exc:  # expect: silent-rescue
        logger.warning("report status: %s", exc)
        return False
