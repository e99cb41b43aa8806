from tvish.core import lookup

__all__ = ["lookup"]
