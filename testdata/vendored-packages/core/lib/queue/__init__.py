from core.lib.queue.impl import run

__all__ = ["run"]
