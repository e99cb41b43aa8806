# Faraday's retry middleware waits `interval` (0 by default) between
# attempts; without `retry_statuses` it retries only timeouts.
require "faraday"
require "faraday/retry"

class PartnerClient
  def connection
    @connection ||= Faraday.new(url: "https://partner.example.com") do |f|
      f.request :retry, max: 4, retry_statuses: [500, 502, 504] # expect: retry-without-delay, retry-skips-throttling
      f.response :raise_error
    end
  end

  def paced_connection
    @paced_connection ||= Faraday.new(url: "https://partner.example.com") do |f|
      f.request :retry, max: 4, interval: 0.5, backoff_factor: 2, retry_statuses: [500, 502, 504]  # expect: retry-skips-throttling
    end
  end

  def timeout_connection
    @timeout_connection ||= Faraday.new(url: "https://partner.example.com") do |f|
      f.request :retry, max: 3
    end
  end

  def throttled_connection
    @throttled_connection ||= Faraday.new(url: "https://partner.example.com") do |f|
      f.request :retry, max: 3, retry_statuses: [429, 503]
    end
  end
end
