from torrentish.core import lookup

__all__ = ["lookup"]
