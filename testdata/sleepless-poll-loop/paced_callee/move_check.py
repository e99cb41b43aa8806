from .gh_api import fetch_once, hit_api


def wait_for_answer(url):
    # The callee sleeps before it answers None: the repeats are paced by it.
    while True:  # expect: sleepless-poll-loop@medium
        response = hit_api(url)
        if response is None:
            continue
        if response.json()["status"] == "done":
            return response


def spin_for_answer(url):
    # The callee answers at once: nothing paces this loop.
    while True:  # expect: sleepless-poll-loop
        response = fetch_once(url)
        if response.json()["status"] == "done":
            return response
