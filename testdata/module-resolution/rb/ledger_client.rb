# Adds only its address: every request is the base class's.
class LedgerClient < BaseClient
  def base_url
    "https://ledger.example.com"
  end
end
