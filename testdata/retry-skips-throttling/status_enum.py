# Status lists written with enum members are status lists.
from http import HTTPStatus

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

RETRY_STATUSES = [  # expect: retry-skips-throttling
    HTTPStatus.INTERNAL_SERVER_ERROR,
    HTTPStatus.BAD_GATEWAY,
    HTTPStatus.SERVICE_UNAVAILABLE,
    HTTPStatus.GATEWAY_TIMEOUT,
]


def newsletter_session():
    session = requests.Session()
    retry = Retry(total=5, backoff_factor=1, status_forcelist=RETRY_STATUSES)
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


def billing_session():
    session = requests.Session()
    retry = Retry(
        total=5,
        backoff_factor=1,
        status_forcelist=[HTTPStatus.TOO_MANY_REQUESTS, HTTPStatus.BAD_GATEWAY, HTTPStatus.SERVICE_UNAVAILABLE],
        respect_retry_after_header=True,
    )
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


# 429 commented out inside the list: left out on purpose.
WEBHOOK_RETRY_STATUSES = [  # expect: retry-skips-throttling@medium
    # HTTPStatus.TOO_MANY_REQUESTS,
    HTTPStatus.BAD_GATEWAY,
    HTTPStatus.SERVICE_UNAVAILABLE,
]


def webhook_session():
    session = requests.Session()
    retry = Retry(total=3, backoff_factor=1, status_forcelist=WEBHOOK_RETRY_STATUSES)
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session
