from requests import Session
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

# One retry, a tenth of a second later, while a person waits for the page:
# a throttled call would fail the same with 429 listed (medium).
lookups = Session()
lookups.mount(
    "https://",
    HTTPAdapter(
        max_retries=Retry(
            total=1,
            backoff_factor=0.1,
            status_forcelist=[502, 503, 504],  # expect: retry-skips-throttling@medium
            allowed_methods={"GET"},
        )
    ),
)

# Five retries with a real backoff: leaving 429 out is the defect (high).
imports = Session()
imports.mount(
    "https://",
    HTTPAdapter(
        max_retries=Retry(
            total=5,
            backoff_factor=1,
            status_forcelist=[502, 503, 504],  # expect: retry-skips-throttling
        )
    ),
)


def lookup(url):
    return lookups.get(url, timeout=5)


def import_feed(url):
    return imports.get(url, timeout=30)
