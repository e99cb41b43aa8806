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
