require 'faraday'
require 'faraday/retry'

# Twin: both connections retry.
module InventoryFeedTwin
  STOCK = Faraday.new(url: 'https://stock.example.com') do |f|
    f.request :retry, max: 3, interval: 0.5
  end

  EVENTS = Faraday.new(url: 'https://events.example.com') do |f|
    f.request :retry, max: 2, interval: 1
  end

  def self.level(sku)
    STOCK.get("/levels/#{sku}").body
  end

  def self.emit(event)
    EVENTS.post('/events', event.to_json)
  end
end
