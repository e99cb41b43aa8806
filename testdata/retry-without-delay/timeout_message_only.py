import requests


def balance(account):
    # Goes round only after a timeout: each attempt has waited it out.
    for attempt in range(3):
        try:
            return requests.get(f"https://ledger.example.org/balances/{account}", timeout=10).json()
        except requests.ConnectionError as e:
            if "timed out" not in str(e):
                raise


def entries(account):
    # Goes round at once after a refused connection: reported.
    for attempt in range(3):  # expect: retry-without-delay
        try:
            return requests.get(f"https://ledger.example.org/entries/{account}", timeout=10).json()
        except requests.ConnectionError as e:
            if "refused" not in str(e):
                raise
