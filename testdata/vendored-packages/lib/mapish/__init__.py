from mapish.core import lookup

__all__ = ["lookup"]
