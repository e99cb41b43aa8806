"""A module named like the function it defines: the handler's call of
`enrich` reaches this function (and through it the raw call in api.py)."""
from lambdas.enrich.api import fetch_document


def enrich(uri):
    document = fetch_document(uri)
    return document.strip()
