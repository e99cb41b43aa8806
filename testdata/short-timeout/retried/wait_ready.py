# A short budget on a call that a loop tries again after a pause bounds one
# attempt of a readiness wait: medium. The same budget on a single call is
# high (fetch_config).
import time

import requests


def wait_until_ready(url):
    for _ in range(40):
        try:
            requests.get(url, timeout=1)  # expect: short-timeout@medium
            return
        except requests.RequestException:
            time.sleep(0.5)
    raise RuntimeError("service never became ready")


def fetch_config(url):
    return requests.get(url, timeout=1).json()  # expect: short-timeout
