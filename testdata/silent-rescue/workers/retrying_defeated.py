# retrying's @retry resends on every exception by default; a handler inside
# the decorated method that records the failure and returns keeps the
# decorator from ever seeing it.
import logging

import paramiko
from retrying import retry

logger = logging.getLogger(__name__)


class Dropbox:
    def __init__(self, host, user, key):
        self.client = paramiko.SSHClient()
        self.client.connect(host, username=user, key_filename=key)
        self.sftp = self.client.open_sftp()
        self.error = None

    @retry(stop_max_attempt_number=3, wait_exponential_multiplier=1000, wait_exponential_max=30000)
    def upload(self, local_path, remote_path):
        try:
            self.sftp.put(local_path, remote_path)
            self.error = None
        except Exception:  # expect: silent-rescue
            self.error = f"upload of {local_path} failed"
            return None

    # Retried on what it returns: the None the handler gives back is the
    # condition the decorator reads.
    @retry(retry_on_result=lambda r: r is None, stop_max_attempt_number=3, wait_fixed=2000)
    def listing(self, remote_dir):
        try:
            return self.sftp.listdir(remote_dir)
        except Exception as e:
            logger.warning("listing %s failed: %s", remote_dir, e)
            return None
