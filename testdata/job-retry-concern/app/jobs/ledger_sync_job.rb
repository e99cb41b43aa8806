require 'rest-client'

# Retried by the framework through the base job's concern.
class LedgerSyncJob < ApplicationJob
  queue_as :default

  def perform(account_id)
    RestClient.get("https://ledger.example.com/accounts/#{account_id}") # expect: missing-retry@medium
  end
end
