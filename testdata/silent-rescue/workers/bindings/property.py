# Clients a property builds: `self.api` is what the getter returns.
import logging
from functools import cached_property

import bugzilla
import requests

from .identity_client import IdentityClient

logger = logging.getLogger(__name__)


class Enrollment:
    @property
    def api(self):
        return requests.Session()

    @cached_property
    def identity(self):
        return IdentityClient("https://id.example.com")

    @property
    def cache(self):
        return dict()

    def enroll(self, course_id):
        try:
            return self.api.post(f"https://lms.example.com/courses/{course_id}/enroll", timeout=10)
        except Exception as e:  # expect: silent-rescue
            logger.warning("enrollment failed: %s", e)
            return None

    def allowed(self, token):
        try:
            return self.identity.verify(token)
        except Exception as e:  # expect: silent-rescue
            logger.warning("identity check failed: %s", e)
            return False

    def cached(self, key):
        # The property builds a dict: local work.
        try:
            return self.cache.get(key)
        except Exception as e:
            logger.warning("cache miss: %s", e)
            return None


class TokenSession(requests.Session):
    """A client subclass: its instances are requests sessions."""

    def __init__(self, token):
        super().__init__()
        self.headers["Authorization"] = f"Bearer {token}"


class Grades:
    def __init__(self, token):
        self.client = TokenSession(token)

    def push(self, grade):
        try:
            return self.client.post("https://lms.example.com/grades", json=grade, timeout=10)
        except Exception as e:  # expect: silent-rescue
            logger.warning("grade push failed: %s", e)
            return None


class Tracker:
    """A property that hands out a client built elsewhere: its return
    annotation, or the attribute it returns, says what it is."""

    def __init__(self):
        self._bz = None
        self._store = {}

    def _connect(self):
        self._bz = bugzilla.Bugzilla(url="https://bugs.example.org")

    @property
    def bz(self) -> "bugzilla.Bugzilla":
        if self._bz is None:
            self._connect()
        return self._bz

    @property
    def store(self) -> dict:
        return self._store

    def close_bug(self, bug_id):
        try:
            return self.bz.update_bugs([bug_id], {"status": "CLOSED"})
        except Exception as e:  # expect: silent-rescue
            logger.warning("bug update failed: %s", e)
            return None

    def remember(self, key, value):
        # A dict handed out by a property: local work.
        try:
            self.store[key] = value.strip()
        except Exception as e:
            logger.warning("could not remember %s: %s", key, e)
