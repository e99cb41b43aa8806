require "faraday"
require "json"

module LiveEvents
  # A live-event hook: the method answers nil whether the POST went through
  # or not, so a lost event is the design (medium).
  def self.emit(events)
    Faraday.post(ENV.fetch("LIVE_HOOK_URL")) do |req|
      req.options.timeout = 0.5 # expect: short-timeout@medium
      req.body = { events: events }.to_json
    end
    nil
  rescue Faraday::Error
    nil
  end

  # The same POST answering the created order: a failure answers nil where a
  # success answers the order, so the early abort loses it (high).
  def self.create_order(order)
    response = Faraday.post(ENV.fetch("ORDERS_URL")) do |req|
      req.options.timeout = 0.5 # expect: short-timeout
      req.body = order.to_json
    end
    JSON.parse(response.body)
  rescue Faraday::Error
    nil
  end
end
