# A module that runs itself once and ends: a script a person runs and
# watches, so the policy is a finding of lower confidence.
import sys

import backoff
import requests


def should_retry(response):
    return 500 <= response.status_code <= 599  # expect: retry-skips-throttling@medium


@backoff.on_predicate(backoff.expo, predicate=should_retry, max_tries=4)
def send(url, payload):
    return requests.post(url, json=payload, timeout=10)


if __name__ == "__main__":
    send(sys.argv[1], {"event": "resend"})
