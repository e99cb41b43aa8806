import logging

import requests

logger = logging.getLogger(__name__)


def list_bugsnag_orgs(token):
    # Only the settings page calls this: the person configuring the
    # integration sees the error and clicks again.
    r = requests.get(  # expect: missing-retry@medium
        "https://api.bugsnag.com/user/organizations",
        headers={"Authorization": "token " + token},
    )
    r.raise_for_status()
    return r.json()


def fetch_pagerduty_incidents(token):
    # Also called by the hourly sync task: nobody is there to retry it.
    r = requests.get(  # expect: missing-retry
        "https://api.pagerduty.com/incidents",
        headers={"Authorization": "Token token=" + token},
    )
    r.raise_for_status()
    return r.json()["incidents"]
