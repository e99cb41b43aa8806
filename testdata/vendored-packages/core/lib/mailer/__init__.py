from core.lib.mailer.impl import run

__all__ = ["run"]
