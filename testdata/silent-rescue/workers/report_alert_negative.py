"""Twins of report_alert.py: besides logging, the handler raises an in-app
alert for the operators (the helper's definition stores an alert record), or
notifies the admins: the failure is reported to someone, not swallowed."""
import logging

import requests
from django.core.mail import mail_admins

from .models import Alert, User

logger = logging.getLogger(__name__)


class WebhookNotifier:
    def _log_alert(self, exception, channel, **kwargs):
        # no try/except here: if this fails we need to show an error
        for user in User.objects.filter(is_superuser=True):
            alert = Alert(
                user=user,
                title=kwargs.get("title", f"{channel} notification failed")[:250],
                description=str(exception)[:2000],
            )
            alert.save()

    def send_slack(self, url, payload):
        try:
            requests.post(url, json=payload, timeout=10)
        except Exception as exception:
            logger.exception("Unable to send Slack notification")
            self._log_alert(exception, "Slack", title=payload.get("text", ""))


def send_teams(url, payload):
    try:
        requests.post(url, json=payload, timeout=10)
    except Exception as exc:
        logger.exception("Unable to send Teams notification")
        Alert.objects.create(title="Teams notification failed", description=str(exc))


def send_pagerduty(url, payload):
    try:
        requests.post(url, json=payload, timeout=10)
    except Exception as exc:
        logger.exception("Unable to page")
        mail_admins("PagerDuty notification failed", str(exc))
