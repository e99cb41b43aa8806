from core.lib.auth.impl import run

__all__ = ["run"]
