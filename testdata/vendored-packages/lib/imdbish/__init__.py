from imdbish.core import lookup

__all__ = ["lookup"]
