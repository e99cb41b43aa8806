# A settings module: timeouts read from the environment with a default.
from decouple import config
import os

LEDGER_REQUEST_TIMEOUT_SECONDS = config("LEDGER_REQUEST_TIMEOUT_SECONDS", 1, cast=int)
RATES_API_TIMEOUT = int(os.environ.get("RATES_API_TIMEOUT", "1"))
# Long enough: not reported where it is used.
ARCHIVE_REQUEST_TIMEOUT = config("ARCHIVE_REQUEST_TIMEOUT", default=30, cast=int)
