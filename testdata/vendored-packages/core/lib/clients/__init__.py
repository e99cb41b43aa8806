from core.lib.clients.impl import run

__all__ = ["run"]
