require "faraday"

class PartnerClient
  class ServerError < StandardError
    attr_reader :status

    def initialize(status)
      super("partner answered #{status}")
      @status = status
    end
  end

  def initialize(retry_on: nil)
    @retry_on = retry_on || [502, 503, 504] # expect: retry-skips-throttling
    @connection = Faraday.new(url: "https://partner.example.com")
  end

  # The same default given with `||=`.
  def retry_statuses
    @retry_statuses ||= [500, 502, 503] # expect: retry-skips-throttling
  end

  def fetch(path, attempts: 3)
    attempts.times do |i|
      response = @connection.get(path)
      return response unless @retry_on.include?(response.status)
      sleep(2**i)
    end
    raise ServerError, 503
  end

  # With 429 in the default, throttled calls are retried too.
  def throttle_aware_statuses
    @throttle_aware_statuses ||= [429, 500, 502, 503]
  end

  # A fallback list of a method that has nothing to do with retries.
  def error_pages(known = nil)
    known ||= [500, 502, 504]
    known.map { |code| "errors/#{code}.html" }
  end
end
