from core.lib.export.impl import run

__all__ = ["run"]
