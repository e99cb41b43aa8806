import time

import requests


def notify_all(hooks, event):
    for hook in hooks:
        requests.post(hook.url, json=event, timeout=5)
        time.sleep(0.2)


def enqueue_all(accounts):
    for account in accounts:
        push_account.delay(account.id)


def walk_pages(url):
    for page in range(1, 10):
        requests.get(url, params={"page": page}, timeout=5)


def retry_a_few_times(url):
    for attempt in range(3):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep(2**attempt)
    return None


def totals(rows):
    out = 0
    for row in rows:
        out += row.amount
    return out


def push_account(account_id):
    return account_id
