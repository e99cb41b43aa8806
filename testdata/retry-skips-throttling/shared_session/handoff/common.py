# A shared session handed to a client class in another module: what that
# client sends through it is not known, so the list is reported.
import requests
from requests.adapters import HTTPAdapter, Retry

session = requests.Session()
_policy = Retry(total=3, backoff_factor=1, status_forcelist=[500, 502])  # expect: retry-skips-throttling
session.mount("https://", HTTPAdapter(max_retries=_policy))
