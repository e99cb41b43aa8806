# The handler turns the network failure into an error of its own, which the
# only caller in the file catches before answering `[]`: an optional source
# of suggestions, its failure ends here by design (not reported).
import requests

SUGGEST_URL = "https://suggest.example.org/search/"


class SuggestionError(Exception):
    pass


def query(terms):
    try:
        res = requests.get(SUGGEST_URL, params={"q": terms}, timeout=5)
        if res.status_code != 200:
            raise SuggestionError(f"HTTP {res.status_code}")
        return res.json()["records"]
    except requests.exceptions.RequestException as err:
        raise SuggestionError(f"suggest api error: {err}")


def search(terms):
    try:
        return query(terms)
    except SuggestionError:
        return []


# Here the caller catches something else: the translated error goes on up
# without its status (reported; medium, as nothing unattended runs it).
def fetch_catalogue(terms):
    try:
        res = requests.get(SUGGEST_URL, params={"q": terms}, timeout=5)  # expect: missing-retry@medium
        return res.json()
    except requests.exceptions.RequestException as err:
        raise SuggestionError(f"catalogue api error: {err}")


def refresh(terms):
    try:
        return fetch_catalogue(terms)
    except ValueError:
        return None
