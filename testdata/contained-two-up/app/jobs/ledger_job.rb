class LedgerJob < ApplicationJob
  def perform(account_id)
    summary = LedgerSummary.build(account_id)
    Rails.cache.write("ledger/#{account_id}", summary)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("ledger summary failed: #{e.class}: #{e.message}")
  end
end
