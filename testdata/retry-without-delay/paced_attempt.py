import time

import requests

DELAYS = [0, 1, 5, 30]


# Each attempt sleeps its step of the schedule before it posts: the loop
# is paced by the function it repeats.
def push(url, payload):
    def attempt(step):
        time.sleep(DELAYS[step])
        return requests.post(url, json=payload, timeout=10)

    for step in range(4):
        try:
            return attempt(step)
        except requests.ConnectionError:
            continue
    raise RuntimeError("push failed")


# The sleep comes after the post: a failed attempt skips it.
def pull(url):
    def attempt(step):
        response = requests.get(url, timeout=10)
        time.sleep(DELAYS[step])
        return response

    for step in range(4):  # expect: retry-without-delay
        try:
            return attempt(step)
        except requests.ConnectionError:
            continue
    raise RuntimeError("pull failed")
