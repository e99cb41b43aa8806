require "net/http"

# Enqueued by the Order model: reported at high.
class StockSyncJob < ApplicationJob
  def perform(sku)
    res = Net::HTTP.get_response(URI("https://stock.example.org/items/#{sku}")) # expect: missing-retry
    raise "stock sync failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)
    res.body
  end
end
