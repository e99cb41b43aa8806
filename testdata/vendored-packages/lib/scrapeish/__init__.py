from scrapeish.core import lookup

__all__ = ["lookup"]
