# Client instances one module builds and the others import.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

session = requests.Session()

retrying = requests.Session()
retrying.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=1)))
