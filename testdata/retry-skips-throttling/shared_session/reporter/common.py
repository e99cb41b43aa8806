# A module-level session shared by the package. Every module that imports it
# only POSTs, and urllib3 never retries a POST on a status unless
# `allowed_methods` names it: the list governs no request, not reported.
import requests
from requests.adapters import HTTPAdapter, Retry

session = requests.Session()
_policy = Retry(total=4, backoff_factor=0.5, status_forcelist=[502, 504])
session.mount("https://", HTTPAdapter(max_retries=_policy))
