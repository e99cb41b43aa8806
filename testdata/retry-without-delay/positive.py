import requests

session = requests.Session()


def fetch_descriptor(url, max_retries=3):
    def _load(attempt):
        response = session.get(url, timeout=(2 + attempt, 10))
        response.raise_for_status()
        return response.json()

    for attempt in range(max_retries):  # expect: retry-without-delay
        try:
            return _load(attempt)
        except (requests.ConnectionError, requests.Timeout) as exc:
            print("retrying", exc)
    return _load(max_retries)


def push_event(hooks_client, event):
    attempts = 0
    while True:  # expect: retry-without-delay@medium
        try:
            hooks_client.post_event(event)
            break
        except Exception:
            attempts += 1
            if attempts > 5:
                raise


def sync_until_ok(gateway_client, payload):
    ok = False
    tries = 0
    while not ok and tries < 3:  # expect: retry-without-delay
        try:
            gateway_client.submit(payload)
            ok = True
        except requests.HTTPError:
            tries += 1


def get_profile(user_id, retries=3):
    try:
        return requests.get(f"https://api.example.com/users/{user_id}", timeout=5).json()
    except requests.RequestException:
        if retries:
            return get_profile(user_id, retries - 1)  # expect: retry-without-delay
        raise


def fetch_counted_from_one(url):
    for attempt in range(1, 4):  # expect: retry-without-delay
        try:
            return requests.get(url, timeout=5)
        except requests.ConnectionError:
            continue
