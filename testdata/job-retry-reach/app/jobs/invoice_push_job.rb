# Sidekiq retries this job (25 times by default): what it calls is retried
# with it.
class InvoicePushJob
  include Sidekiq::Job

  def perform(invoice_id)
    LedgerClient.new.push_invoice(invoice_id)
  end
end
