require "temporalio/activity"
require "faraday"

# A Temporal activity: the platform retries it when it raises.
class FetchInvoiceActivity < Temporalio::Activity::Definition
  def execute(invoice_id)
    conn = Faraday.new(url: "https://billing.example.com") { |f| f.response :raise_error }
    conn.get("/invoices/#{invoice_id}").body # expect: missing-retry@medium
  end
end
