require 'faraday'
require 'faraday/retry'

# Server errors are retried by the middleware; a 429 is turned into a typed
# error that the job reschedules for later (medium).
class InventoryClient
  class TooManyRequests < StandardError; end

  RETRY_STATUSES = [500, 502, 503, 504].freeze # expect: retry-skips-throttling@medium

  def connection
    @connection ||= Faraday.new('https://inventory.example.com') do |f|
      f.request :retry, max: 4, interval: 1, backoff_factor: 2, retry_statuses: RETRY_STATUSES
    end
  end

  def item(id)
    res = connection.get("/items/#{id}")
    raise TooManyRequests, res.headers['Retry-After'] if res.status == 429

    res.body
  end
end
