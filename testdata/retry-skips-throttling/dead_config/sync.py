# The same setup, used: every push goes through the session.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util import Retry

RETRY_STATUSES = [500, 502, 503, 504]  # expect: retry-skips-throttling

adapter = HTTPAdapter(
    max_retries=Retry(total=4, backoff_factor=0.5, status_forcelist=RETRY_STATUSES)
)
session = requests.Session()
session.mount("https://", adapter)


def push_course(course):
    response = session.post("https://lms.example.org/api/courses", json=course, timeout=10)
    response.raise_for_status()
    return response.json()


def fetch_course(course_id):
    response = session.get(f"https://lms.example.org/api/courses/{course_id}", timeout=10)
    response.raise_for_status()
    return response.json()
