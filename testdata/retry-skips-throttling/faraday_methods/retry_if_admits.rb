require 'faraday'
require 'faraday/retry'

# This `retry_if` admits every POST failure, the retriable response too:
# the status list applies to the POSTs, and 429 is missing from it.
class LedgerPoster
  def initialize
    @conn = Faraday.new(url: 'https://ledger.example.com') do |f|
      f.request :retry, max: 3, retry_statuses: [502, 503], retry_if: ->(env, _e) { env[:method] == :post } # expect: retry-skips-throttling
    end
  end

  def record(entry)
    @conn.post('/entries', entry.to_json)
  end
end
