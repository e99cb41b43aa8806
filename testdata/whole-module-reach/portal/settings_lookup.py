# Mentions no client: imports the record and feed modules whole and reads
# one attribute of each.
from portal import feeds, records


def get_setting(name):
    return records.SETTINGS.get(name)


def refresh_feed():
    return feeds.pull_latest()
