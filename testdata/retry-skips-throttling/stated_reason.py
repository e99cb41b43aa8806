# A status list with its reason written beside it: medium.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

ledger = requests.Session()
ledger_retry = Retry(
    total=3,
    backoff_factor=0.5,
    # The ledger's 429 is a monthly quota, not a burst limit, so retrying it
    # only burns the rest of the quota: 5xx only.
    status_forcelist=[500, 502, 503, 504],  # expect: retry-skips-throttling@medium
)
ledger.mount("https://", HTTPAdapter(max_retries=ledger_retry))

rates = requests.Session()
# retry policy for rates
rates_retry = Retry(total=3, backoff_factor=0.5, status_forcelist=[500, 502, 503])  # expect: retry-skips-throttling
rates.mount("https://", HTTPAdapter(max_retries=rates_retry))


def ledger_balance(account):
    return ledger.get(f"https://ledger.example.com/accounts/{account}", timeout=10).json()


def exchange_rate(pair):
    return rates.get(f"https://rates.example.com/{pair}", timeout=10).json()
