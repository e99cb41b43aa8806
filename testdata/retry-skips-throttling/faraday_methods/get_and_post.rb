require 'faraday'
require 'faraday/retry'

# Some requests through the connection are GETs: their 5xx are retried and
# a 429 is not.
class DocumentVendorRequest
  def fetch
    case method
    when :post then faraday_connection.post { |req| req.body = body }
    when :get then faraday_connection.get
    end
  end

  def method
    :get
  end

  private

  def faraday_connection
    retry_options = {
      max: 2,
      methods: %i[get],
      retry_statuses: [404, 500], # expect: retry-skips-throttling
      retry_if: ->(env, exception) { env[:method] == :post && !exception.is_a?(Faraday::RetriableResponse) },
    }
    Faraday.new(url: 'https://vendor.example.com') do |conn|
      conn.request :retry, retry_options
    end
  end
end
