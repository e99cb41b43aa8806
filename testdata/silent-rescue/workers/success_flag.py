# A boolean that answers only "sent" or "failed" (the sender returns True on
# every other path): the caller learns that the call failed, never why (high).
import logging

import requests

logger = logging.getLogger(__name__)


class ChatAgent:
    def __init__(self, enabled, url):
        self.enabled = enabled
        self.url = url

    def notify(self, text):
        if not self.enabled:
            return True
        try:
            requests.post(self.url, json={"text": text}, timeout=10)
        except Exception as e:  # expect: silent-rescue
            logger.error("chat notification failed: %s", e)
            return False
        return True

    def deliver(self, text, opted_out):
        # A genuine False exists (the recipient opted out).
        if opted_out:
            return False
        try:
            requests.post(self.url, json={"text": text}, timeout=10)
        except Exception as e:  # expect: silent-rescue
            logger.error("chat notification failed: %s", e)
            return False
        return True
