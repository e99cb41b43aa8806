from core.lib.storage.impl import run

__all__ = ["run"]
