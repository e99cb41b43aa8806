import httpx
import requests

from .backoff import with_retries

from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# The metrics session retries transient failures itself.
metrics = requests.Session()
metrics.mount("https://", HTTPAdapter(max_retries=Retry(total=3, backoff_factor=0.5, status_forcelist=[429, 500, 502, 503, 504])))


# The hook handed after the operation (`on_retry=`) runs between attempts: it
# is not retried work, so `metrics.post` after the failure is not "unlike" a
# wrapped call.
def answer(question):
    try:
        return with_retries(
            lambda: httpx.post("https://llm.example.com/answer", json={"q": question}, timeout=10),
            on_retry=lambda: metrics.post("https://metrics.example.com/retries", timeout=5),
        )
    except httpx.HTTPError:
        metrics.post("https://metrics.example.com/errors", timeout=5)
        raise
