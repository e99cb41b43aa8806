from core.lib.search.impl import run

__all__ = ["run"]
