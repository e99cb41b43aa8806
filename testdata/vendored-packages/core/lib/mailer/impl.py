"""The project's own packages, imported through their directory
(`from core.lib.mailer import ...`): checked."""
from core.lib.mailer import helpers


def run(key):
    try:
        return helpers.go(key)
    except:  # expect: silent-rescue@medium
        pass
