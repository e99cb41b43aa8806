from .base import BaseClient


# Adds only its address: every request is the base class's.
class LedgerClient(BaseClient):
    base_url = "https://ledger.example.com"
