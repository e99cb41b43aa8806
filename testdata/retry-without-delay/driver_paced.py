import requests
from pymongo import MongoClient
from pymongo.errors import AutoReconnect

db = MongoClient("mongodb://db.internal:27017").sefaria


# After AutoReconnect the next find() waits in server selection until a
# primary answers: the driver paces the retry.
def find_all(collection, query, tries=0):
    try:
        return list(getattr(db, collection).find(query))
    except AutoReconnect:
        if tries < 10:
            return find_all(collection, query, tries + 1)
        raise


# The same recursion around an HTTP call is sent again at once.
def fetch_all(url, tries=0):
    try:
        return requests.get(url, timeout=10).json()
    except requests.ConnectionError:
        if tries < 10:
            return fetch_all(url, tries + 1)  # expect: retry-without-delay
        raise
