# A seed script a developer runs by hand: the immediate retry is still a
# defect, but whoever runs it sees the failure and runs it again (medium).
import argparse

import requests


def fetch_codes(url):
    for attempt in range(3):  # expect: retry-without-delay@medium
        try:
            return requests.get(url, timeout=30).json()
        except requests.HTTPError:
            continue
    raise RuntimeError("gave up")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    print(len(fetch_codes(parser.parse_args().url)))
