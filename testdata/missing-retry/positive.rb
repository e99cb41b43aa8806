require 'rest-client'
require 'net/http'
require 'faraday'
require 'httparty'

class ChunkUploader
  # Paraphrase of incident 003 in Ruby: a part PUT to a signed URL, once.
  def put_chunk(signed_url, chunk)
    response = RestClient.put(signed_url, chunk, content_type: 'application/octet-stream') # expect: missing-retry
    response.headers[:etag]
  end

  def remote_status(address)
    Net::HTTP.get_response(URI(address)) # expect: missing-retry@medium
  end
end

module LedgerGateway
  def self.with_retries(tries: 3)
    attempt = 0
    begin
      yield
    rescue RestClient::ServiceUnavailable, RestClient::BadGateway, Errno::ECONNRESET
      attempt += 1
      raise if attempt >= tries

      sleep(2**attempt)
      retry
    end
  end

  def self.statements(account)
    with_retries { RestClient.get("https://ledger.example.com/accounts/#{account}/statements") }
  end

  def self.reverse(entry)
    RestClient.post("https://ledger.example.com/entries/#{entry}/reversals", {}) # expect: missing-retry
  end
end

class HookDelivery
  def initialize
    @conn = Faraday.new(url: 'https://hooks.example.com')
  end

  def deliver(payload)
    @conn.post('/deliveries', payload.to_json) # expect: missing-retry@medium
  end
end

# A rescue that logs and re-raises is not a retry.
def sync_catalog(logger)
  HTTParty.get('https://catalog.example.com/items') # expect: missing-retry@medium
rescue HTTParty::Error, Net::OpenTimeout => e
  logger.warn("catalog sync failed: #{e.class}")
  raise
end
