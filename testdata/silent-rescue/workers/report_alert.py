"""A handler whose helper only writes a log line still swallows the failure
(the helper is named like a logger and its definition only logs)."""
import logging

import requests

logger = logging.getLogger(__name__)


class WebhookNotifier:
    def _log_failure(self, exception, channel):
        logger.error("cannot deliver %s notification: %s", channel, exception)

    def send_slack(self, url, payload):
        try:
            requests.post(url, json=payload, timeout=10)
        except Exception as exception:  # expect: silent-rescue@medium
            self._log_failure(exception, "Slack")
