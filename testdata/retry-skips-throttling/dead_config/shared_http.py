# Unused in this file, but another module imports the session.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry

retries = Retry(total=3, backoff_factor=1, status_forcelist=(502, 503))  # expect: retry-skips-throttling
http = requests.Session()
http.mount("https://", HTTPAdapter(max_retries=retries))
