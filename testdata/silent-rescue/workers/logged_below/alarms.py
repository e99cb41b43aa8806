"""A caller that logs only its own message: where the callee already logged
the error, the cause is in the log (medium); where it did not, the cause is
lost (high)."""
import logging

from botocore.exceptions import ClientError

from .table_store import QuietStore, TableStore

logger = logging.getLogger(__name__)


class AlarmHistory:
    def __init__(self):
        self.store = TableStore()
        self.quiet = QuietStore()

    def record(self, entry):
        try:
            self.store.put("alarm-history", entry)
        except ClientError:  # expect: silent-rescue@medium
            logger.error("Failed to record the alarm entry")

    def record_quietly(self, entry):
        try:
            self.quiet.put("alarm-history", entry)
        except ClientError:  # expect: silent-rescue
            logger.error("Failed to record the alarm entry")
