# An adapter mounted for "http://" governs plain-HTTP requests only: in a
# function whose addresses are all https://, the status list retries
# nothing, so a missing 429 changes nothing (not reported). Mounted for
# "https://", or for "http://" beside a plain-HTTP address, it is.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def harvest(since):
    url = f"https://api.example.org/v2/oai?verb=ListRecords&from={since}"
    s = requests.Session()
    retries = Retry(total=60, backoff_factor=60, status_forcelist=[500, 502, 503, 504])
    s.mount("http://", HTTPAdapter(max_retries=retries))
    return s.get(url).text


def harvest_secure(since):
    url = f"https://api.example.org/v2/oai?verb=ListRecords&from={since}"
    s = requests.Session()
    retries = Retry(total=60, backoff_factor=60, status_forcelist=[500, 502, 503, 504])  # expect: retry-skips-throttling
    s.mount("https://", HTTPAdapter(max_retries=retries))
    return s.get(url).text


def harvest_legacy(since):
    url = f"http://legacy.example.org/oai?verb=ListRecords&from={since}"
    s = requests.Session()
    retries = Retry(total=60, backoff_factor=60, status_forcelist=[500, 502, 503, 504])  # expect: retry-skips-throttling
    s.mount("http://", HTTPAdapter(max_retries=retries))
    return s.get(url).text
