# Receivers known by their binding or annotated type, not by their names.
import logging

from .identity_client import IdentityClient

logger = logging.getLogger(__name__)


class Authorizer:
    def __init__(self, ids: IdentityClient):
        self.ids = ids
        self.backup = IdentityClient("https://id.example.com")

    def authorize(self, token):
        try:
            return self.ids.verify(token)
        except Exception as e:  # expect: silent-rescue
            logger.warning("identity check failed: %s", str(e))
            return False

    def authorize_backup(self, token):
        try:
            return self.backup.verify(token)
        except Exception:  # expect: silent-rescue
            # Logged in full (with the traceback): still swallowed (high).
            logger.exception("backup identity failed")
            return False

    def segments(self, token):
        # `parse` is local work on the same client: not remote.
        try:
            return self.ids.parse(token)
        except Exception as e:
            logger.warning("bad token: %s", e)
            return None
