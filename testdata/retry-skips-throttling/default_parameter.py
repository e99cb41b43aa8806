from typing import List, Optional

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


# The status list is the default of a parameter of a retry-session factory.
def requests_retry_session(
    retries: int = 10,
    status_forcelist: List[int] = [500, 502, 504],  # expect: retry-skips-throttling
    session: Optional[requests.Session] = None,
) -> requests.Session:
    session = session or requests.Session()
    retry = Retry(total=retries, backoff_factor=1, status_forcelist=status_forcelist)
    session.mount("https://", HTTPAdapter(max_retries=retry))
    return session


# With 429 in the default, throttled calls back off (urllib3 honours Retry-After).
def throttle_aware_session(status_forcelist=(429, 500, 502, 503, 504)):
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, status_forcelist=status_forcelist)))
    return session


# A default list of a function that has nothing to do with retries.
def render_error_page(codes=(500, 502, 504)):
    return {code: f"errors/{code}.html" for code in codes}
