import logging

import requests

logger = logging.getLogger(__name__)


def _scan(upload):
    return requests.post("https://av.example.com/scan", files={"file": upload}, timeout=45)


def scan_upload(upload, max_attempts=10):
    # The scanner's answer is bound in the loop condition itself: a 5xx is
    # sent again at once, up to ten times.
    attempt = 1
    while (res := _scan(upload)).status_code in (500, 502, 503, 504):  # expect: retry-without-delay
        if (attempt := attempt + 1) > max_attempts:
            break
        logger.info("scan attempt %s failed, trying again", attempt)
        upload.seek(0)
    return res.status_code == 200


SCAN_CODES = {
    "CLEAN": [200],
    "INFECTED": [406],
    "ERROR": [500, 501, 503],
}
RETRIED = (502, 503, 504)


def scan_with_codes(upload, max_attempts=10):
    # The failure codes come from module constants: the same immediate retry.
    attempt = 1
    while (res := _scan(upload)).status_code in SCAN_CODES["ERROR"]:  # expect: retry-without-delay
        if (attempt := attempt + 1) > max_attempts:
            break
        upload.seek(0)
    while (res := _scan(upload)).status_code in RETRIED:  # expect: retry-without-delay
        if (attempt := attempt + 1) > max_attempts:
            break
        upload.seek(0)
    return res.status_code in SCAN_CODES["CLEAN"]
