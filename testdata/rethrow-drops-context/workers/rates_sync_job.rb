# The client is built without the middleware that raises on a status: Faraday returns a 4xx
# or 5xx answer as a response, so `Faraday::Error` here is a refused
# connection or a timeout, with no status to drop (medium). The answer's
# status is kept in the first raise.
class RatesSyncJob
  class RatesApiError < StandardError; end

  def perform(date)
    response = rates.get("/v1/historic_rate.json?date=#{date}")
    raise RatesApiError, "unsuccessful response #{response.status}" unless response.success?

    JSON.parse(response.body)
  rescue Faraday::Error => e
    raise RatesApiError, "Server error: #{e.message}" # expect: rethrow-drops-context@medium
  end

  private

  def rates
    @rates ||= Faraday.new(url: ENV.fetch('RATES_URL')) do |conn|
      conn.set_basic_auth(ENV.fetch('RATES_USER'), ENV.fetch('RATES_PASSWORD'))
    end
  end
end
