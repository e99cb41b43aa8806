"""A function whose parameter default is the status list it hands to
urllib3's `Retry`: the default is that retry's list, whatever the parameter
is called. A default the function uses for something else is no retry list."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry


def check_users(usernames, retries=5, backoff_factor=0.3, status_forcelist=(500, 502, 503, 504)):  # expect: retry-skips-throttling
    session = requests.Session()
    retry = Retry(total=retries, backoff_factor=backoff_factor, status_forcelist=status_forcelist)
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return [u for u in usernames if session.get(f"https://example.com/{u}.keys", timeout=10).ok]


def check_users_throttled(usernames, codes=(429, 500, 502, 503, 504)):
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=0.3, status_forcelist=codes)))
    return [u for u in usernames if session.get(f"https://example.com/{u}.keys", timeout=10).ok]


def report_failures(responses, status_forcelist=(500, 502, 503, 504)):
    # Not handed to a Retry: the codes only pick which answers to report.
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5)))
    return [r for r in responses if r.status_code in status_forcelist]
