# A handler that records the failure with an error tracker and goes on: the
# failure is seen, but the work is lost and no layer retries it (medium). A
# handler that falls back without recording anything is not reported.
class InvoiceSyncJob < ApplicationJob
  def perform(invoice_id)
    Faraday.get("https://billing.example.com/v1/invoices/#{invoice_id}") # expect: missing-retry@medium
  rescue Faraday::Error => e
    Sentry.capture_exception(e)
  end
end

class BannerJob < ApplicationJob
  def perform
    Faraday.get("https://cms.example.com/v1/banner").body
  rescue Faraday::Error
    ""
  end
end
