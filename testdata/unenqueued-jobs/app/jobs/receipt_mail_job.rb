require "net/http"

# Enqueued by the Order model; a POST, so medium for its own reason.
class ReceiptMailJob < ApplicationJob
  queue_as :mailers

  def perform(order_id)
    uri = URI("https://mail.example.org/v1/send")
    res = Net::HTTP.post(uri, { order: order_id }.to_json, "Content-Type" => "application/json") # expect: missing-retry@medium
    raise "mail failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)
  end
end
