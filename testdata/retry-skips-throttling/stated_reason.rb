require 'faraday'
require 'faraday/retry'

class LedgerClient
  def connection
    @connection ||= Faraday.new(url: 'https://ledger.example.com') do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2,
                        # We see occasional transient 5xx from the ledger, so retry them
                        retry_statuses: [500, 502] # expect: retry-skips-throttling@medium
    end
  end
end

class RatesClient
  def connection
    @connection ||= Faraday.new(url: 'https://rates.example.com') do |f|
      # rates retry
      f.request :retry, max: 3, interval: 0.5, retry_statuses: [500, 503] # expect: retry-skips-throttling
    end
  end
end
