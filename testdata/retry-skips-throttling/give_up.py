import time
import urllib.error
import urllib.request

import backoff
import requests

ATTEMPTS = 4


def with_retries(call, attempts=ATTEMPTS):
    for i in range(attempts):
        try:
            return call()
        except requests.HTTPError as exc:
            status = exc.response.status_code
            if status < 500 or i == attempts - 1:  # expect: retry-skips-throttling
                raise
            time.sleep(0.5 * 2**i)


def _client_error(exc):
    return exc.response is not None and exc.response.status_code < 500  # expect: retry-skips-throttling


@backoff.on_exception(backoff.expo, requests.HTTPError, max_tries=5, giveup=_client_error)
def fetch_contact(session, contact_id):
    resp = session.get(f"https://crm.example.com/contacts/{contact_id}", timeout=10)
    resp.raise_for_status()
    return resp.json()


@backoff.on_exception(
    backoff.expo,
    requests.HTTPError,
    max_tries=5,
    giveup=lambda e: 400 <= e.response.status_code < 500,  # expect: retry-skips-throttling
)
def fetch_deal(session, deal_id):
    resp = session.get(f"https://crm.example.com/deals/{deal_id}", timeout=10)
    resp.raise_for_status()
    return resp.json()


# 429 is kept in the retry: not reported.
def with_throttle_retries(call, attempts=ATTEMPTS):
    for i in range(attempts):
        try:
            return call()
        except requests.HTTPError as exc:
            status = exc.response.status_code
            if (status < 500 and status != 429) or i == attempts - 1:
                raise
            time.sleep(0.5 * 2**i)


@backoff.on_exception(
    backoff.expo,
    requests.HTTPError,
    max_tries=5,
    giveup=lambda e: e.response.status_code < 500 and e.response.status_code != 429,
)
def fetch_owner(session, owner_id):
    resp = session.get(f"https://crm.example.com/owners/{owner_id}", timeout=10)
    resp.raise_for_status()
    return resp.json()


# A batch that stops on a client error and logs the rest: no retry.
def push_all(session, rows):
    for row in rows:
        try:
            session.post("https://crm.example.com/rows", json=row, timeout=10).raise_for_status()
        except requests.HTTPError as exc:
            if exc.response.status_code < 500:
                raise
            print("skipped", row["id"])


# A status test that sorts errors outside any retry: not reported.
def classify(exc):
    if exc.response.status_code < 500:
        raise ValueError("client error")
    return "server"


def store_metadata(request, attempts=ATTEMPTS):
    for i in range(attempts):
        try:
            return urllib.request.urlopen(request, timeout=30).read()
        except urllib.error.HTTPError as e:
            if e.code != 500 or i == attempts - 1:  # expect: retry-skips-throttling
                raise
        time.sleep(30 * (i + 1))


# Outside any retry: a status test that sorts errors, not reported.
def describe(exc):
    if exc.response.status_code != 500:
        raise ValueError("not a server error")
    return "server"


# A paced batch: the next item, not the same request again.
def push_rows(rows):
    for row in rows:
        try:
            urllib.request.urlopen(row["url"], timeout=30).read()
        except urllib.error.HTTPError as e:
            if e.code != 500:
                raise
        time.sleep(1)
