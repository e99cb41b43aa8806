from subish.core import lookup

__all__ = ["lookup"]
