class SyncJob
  def sync_invoice(id)
    attempts = 0
    begin
      BillingClient.new.invoice(id)
    rescue RestClient::ServiceUnavailable
      attempts += 1
      sleep(2**attempts)
      retry if attempts < 5
      raise
    end
  end

  def sync_customer(id)
    BillingClient.new.customer(id)
  end
end
