# A handler hands its caller a sentinel. Whether that hides the failure is
# decided where the function is called: jobs/refunds.py tests the value of
# `revoke_seat` (medium) but uses the value of `lookup_owner` as if the
# lookup had worked (high).
import logging

import requests

logger = logging.getLogger(__name__)


def revoke_seat(seat_id):
    try:
        requests.post(f"https://licenses.example.com/seats/{seat_id}/revoke", timeout=5).raise_for_status()
        return True
    except requests.RequestException:  # expect: silent-rescue@medium
        logger.exception("revoking seat %s failed", seat_id)
        return False


def lookup_owner(seat_id):
    try:
        response = requests.get(f"https://licenses.example.com/seats/{seat_id}", timeout=5)
        response.raise_for_status()
        return response.json()["owner"]
    except requests.RequestException:  # expect: silent-rescue
        logger.exception("seat lookup failed")
        return None
