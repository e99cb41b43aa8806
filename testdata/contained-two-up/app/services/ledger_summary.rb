class LedgerSummary
  def self.build(account_id)
    { account: account_id, balance: LedgerClient.balance(account_id) }
  end
end
