from trashish.core import lookup

__all__ = ["lookup"]
