"""The project's own packages, imported through their directory
(`from core.lib.clients import ...`): checked."""
from core.lib.clients import helpers


def run(key):
    try:
        return helpers.go(key)
    except:  # expect: silent-rescue@medium
        pass
