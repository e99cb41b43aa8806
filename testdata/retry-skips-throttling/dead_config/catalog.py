# A retry configuration mounted on a module-level session that nothing uses:
# the status list governs no request (a leftover copy of sync.py's setup).
import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry

adapter = HTTPAdapter(
    max_retries=Retry(
        total=4,
        backoff_factor=0.5,
        status_forcelist=[500, 502, 503, 504],  # expect: retry-skips-throttling@medium
        allowed_methods=["POST"],
    )
)
session = requests.Session()
session.mount("https://", adapter)


class Catalog:
    def publish(self, course):
        from . import sync

        return sync.push_course(course)


# A status list nothing in this file reads may still be read by name
# (`settings.RETRY_STATUSES`): not dead.
SETTINGS_RETRY_STATUSES = [502, 503, 504]  # expect: retry-skips-throttling

# A named list read only by a retry mounted on a session nothing uses.
LEGACY_RETRY_STATUSES = (500, 503)  # expect: retry-skips-throttling@medium
legacy_retry = Retry(total=2, status_forcelist=LEGACY_RETRY_STATUSES)
legacy = requests.Session()
legacy.mount("http://", HTTPAdapter(max_retries=legacy_retry))
