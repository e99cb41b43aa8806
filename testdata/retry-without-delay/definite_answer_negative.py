import requests


class ConflictError(Exception):
    pass


def current_ids(url):
    return requests.get(url, timeout=10).json()  # expect: missing-retry@medium


def add_missing(url, wanted, state):
    state["ids"] = [i for i in wanted if i not in current_ids(url)]
    for _ in range(4):
        try:
            response = requests.post(url, json=state["ids"], timeout=10)
            if response.status_code == 409:
                raise ConflictError(url)
            return response
        except ConflictError:
            # Another writer added some first: ask again for the rest.
            state["ids"] = [i for i in wanted if i not in current_ids(url)]
    raise ConflictError(url)
