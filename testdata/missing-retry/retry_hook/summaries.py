import httpx
import requests

from .backoff import with_retries

from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# The metrics session retries transient failures itself.
metrics = requests.Session()
metrics.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5, status_forcelist=[429, 500, 502, 503, 504])))


# The operation itself goes through the helper: a call of the same client
# outside it is reported.
def summarise(text):
    summary = with_retries(lambda: metrics.post("https://metrics.example.com/summaries", json={"t": text}, timeout=5))
    metrics.post("https://metrics.example.com/summaries/seen", json={"t": text}, timeout=5)  # expect: missing-retry@medium
    return summary
