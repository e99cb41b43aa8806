# `lib/demo/` is the demo-booking feature of the program, not a demo
# script: a directory named like examples below a source root (`app`,
# `src`, `lib`) is code.
import requests

SCHEDULER_URL = "https://scheduler.internal.example/api"


def book_demo(slot_id, email):
    response = requests.get(  # expect: missing-retry@medium
        f"{SCHEDULER_URL}/slots/{slot_id}", params={"email": email}, timeout=10
    )
    response.raise_for_status()
    return response.json()
