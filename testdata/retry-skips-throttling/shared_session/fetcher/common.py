# The same shared session, but another module GETs through it: urllib3 retries
# those on 502/503 and not on 429.
import requests
from requests.adapters import HTTPAdapter, Retry

session = requests.Session()
_policy = Retry(total=4, backoff_factor=0.5, status_forcelist=[502, 503])  # expect: retry-skips-throttling
session.mount("https://", HTTPAdapter(max_retries=_policy))
