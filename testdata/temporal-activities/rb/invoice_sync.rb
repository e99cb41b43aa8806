require "faraday"

# Not an activity: a plain runner script started by cron, nothing retries it.
class InvoiceSync
  def fetch(invoice_id)
    conn = Faraday.new(url: "https://billing.example.com") { |f| f.response :raise_error }
    conn.get("/invoices/#{invoice_id}").body # expect: missing-retry@medium
  end
end
