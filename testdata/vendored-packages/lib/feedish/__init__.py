from feedish.core import lookup

__all__ = ["lookup"]
