class LedgerClient
  def self.balance(account_id)
    Faraday.get("https://ledger.example.org/accounts/#{account_id}/balance").body # expect: missing-retry@medium
  end
end
