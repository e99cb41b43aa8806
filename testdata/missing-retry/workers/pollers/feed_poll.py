# A feed poller: an endless loop fetches the feed, stores it and sleeps; a
# failed fetch is fetched again on the next round (the helper in
# feed_client.py is reached through the loop).
import time

from feed_client import fetch_feed, fetch_mirror, fetch_settings


def run(store):
    settings = fetch_settings()
    while True:
        store.extend(fetch_feed(settings["url"]))
        for mirror in settings["mirrors"]:
            store.extend(fetch_mirror(mirror))
        time.sleep(60)


if __name__ == "__main__":
    run([])
