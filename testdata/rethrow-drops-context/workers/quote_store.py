# A worker's store call whose wrap drops the status; its only caller, the
# step handler, catches every failure and hands a message back: no retry
# ever reads the status (medium).
import requests


class QuoteStoreError(Exception):
    pass


def store_quote(quote_id, quote):
    try:
        r = requests.put(f"https://quotes.example.com/v1/quotes/{quote_id}", json=quote, timeout=10)
        r.raise_for_status()
    except requests.HTTPError as e:
        raise QuoteStoreError(str(e))  # expect: rethrow-drops-context@medium
