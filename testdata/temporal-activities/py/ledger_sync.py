import requests
import schedule


def push_ledger_entries(entries):
    # A plain scheduled function, not a Temporal activity: nothing retries it.
    resp = requests.post("https://ledger.example.com/entries", json=entries, timeout=20)  # expect: missing-retry@medium
    resp.raise_for_status()


def pull_ledger_balance(account_id):
    resp = requests.get(f"https://ledger.example.com/accounts/{account_id}/balance", timeout=20)  # expect: missing-retry@medium
    resp.raise_for_status()
    return resp.json()


schedule.every(10).minutes.do(push_ledger_entries, [])
