from core.lib.billing.impl import run

__all__ = ["run"]
