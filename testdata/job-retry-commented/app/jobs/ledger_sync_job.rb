require 'rest-client'

# A job that nothing retries: the base job's `retry_on` is a comment.
class LedgerSyncJob < ApplicationJob
  queue_as :default

  def perform(account_id)
    RestClient.get("https://ledger.example.com/accounts/#{account_id}") # expect: missing-retry
  end
end
