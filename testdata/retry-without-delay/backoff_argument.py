# A recursive retry handed as an argument to a backoff helper runs before the
# helper does: the argument is evaluated first, so nothing waits before the
# request is sent again.
import requests

from .backoff import retry_with_backoff


class TooManyRequests(Exception):
    pass


def sync_company(company_id):
    try:
        resp = requests.get(f"https://companies.example.com/v1/{company_id}", timeout=10)
        if resp.status_code == 429:
            raise TooManyRequests(company_id)
        return resp.json()
    except TooManyRequests:
        return retry_with_backoff(fn=sync_company(company_id))  # expect: retry-without-delay


def sync_company_later(company_id):
    try:
        resp = requests.get(f"https://companies.example.com/v1/{company_id}", timeout=10)
        if resp.status_code == 429:
            raise TooManyRequests(company_id)
        return resp.json()
    except TooManyRequests:
        return retry_with_backoff(fn=lambda: sync_company_later(company_id))
