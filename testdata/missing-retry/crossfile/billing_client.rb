# Raw calls whose retry, when there is one, lives in a caller in another file.
class BillingClient
  def invoice(id)
    # Retried by `sync_job.rb` (rescue ... retry around the call): not reported.
    RestClient.get("https://billing.internal/invoices/#{id}")
  end

  def customer(id)
    RestClient.get("https://billing.internal/customers/#{id}") # expect: missing-retry@medium
  end
end
