require 'faraday'
require 'faraday/retry'

# One connection retries, the other was built with the retry middleware off.
module InventoryFeed
  STOCK = Faraday.new(url: 'https://stock.example.com') do |f|
    f.request :retry, max: 3, interval: 0.5
  end

  EVENTS = Faraday.new(url: 'https://events.example.com') do |f|
    f.request :retry, max: 0
  end

  def self.level(sku)
    STOCK.get("/levels/#{sku}").body
  end

  def self.emit(event)
    EVENTS.post('/events', event.to_json) # expect: missing-retry@medium
  end
end
