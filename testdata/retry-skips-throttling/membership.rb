require "faraday"

class LedgerClient
  def initialize(url)
    @conn = Faraday.new(url) { |f| f.response :raise_error }
  end

  # The status list is tested inline, and the branch retries.
  def post_entry(entry)
    tries ||= 0
    @conn.post("/entries", entry.to_json)
  rescue Faraday::ServerError => e
    tries += 1
    if [500, 502, 503].include?(e.response[:status]) && tries < 3 # expect: retry-skips-throttling
      sleep(2**tries)
      retry
    end
    raise
  end

  # The branch only labels the failure: no retry is decided here.
  def describe(e)
    if [500, 502, 503].include?(e.response[:status])
      "ledger unavailable"
    else
      "ledger refused the entry"
    end
  end
end

# The retried codes as bare words in a constant (`res.code` is a string).
class ExchangeRates
  RETRY_STATUSES = %w[500 502 503 504].freeze # expect: retry-skips-throttling

  def latest
    4.times do |i|
      res = Net::HTTP.get_response(URI(ENV.fetch('RATES_URL')))
      return JSON.parse(res.body) unless RETRY_STATUSES.include?(res.code)
      sleep(2**i)
    end
    raise 'rates unavailable'
  end
end
