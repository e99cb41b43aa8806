# A wait that runs only on an answer (after the request, inside the
# protected code) is skipped when the request raises: the handler's path
# goes round at once (reported). A wait in the handler or after the try
# covers both paths (not reported).
import logging
import time

import requests

LOGGER = logging.getLogger(__name__)
ATTEMPTS = 3


def inventory_request(endpoint, body):
    tries = 0
    while True:  # expect: retry-without-delay
        if tries >= ATTEMPTS:
            break
        try:
            response = requests.post(endpoint, json=body, timeout=10)
            if response.status_code == 200:
                return response.json()
            if response.status_code == 503:
                LOGGER.info("inventory unavailable, waiting")
                time.sleep(1)
            else:
                tries += 1
        except requests.exceptions.ConnectionError:
            tries += 1
            LOGGER.exception("inventory unreachable")
    return None


def catalog_request(endpoint, body):
    tries = 0
    while True:
        if tries >= ATTEMPTS:
            break
        try:
            response = requests.post(endpoint, json=body, timeout=10)
            if response.status_code == 200:
                return response.json()
            tries += 1
        except requests.exceptions.ConnectionError:
            tries += 1
            LOGGER.exception("catalog unreachable")
        time.sleep(2 ** tries)
    return None
