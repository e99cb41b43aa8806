require 'rest-client'
require 'httparty'
require 'faraday'
require 'net/http'

class MirrorFetcher
  # rescue ... retry around the call.
  def download(url)
    attempts = 0
    begin
      RestClient.get(url)
    rescue RestClient::ServiceUnavailable, Errno::ECONNRESET
      attempts += 1
      raise if attempts >= 3

      sleep(attempts)
      retry
    end
  end

  # Method-level rescue that retries.
  def poll_remote(address)
    HTTParty.get(address)
  rescue Net::ReadTimeout
    sleep 2
    retry
  end

  # Retriable gem block.
  def refresh(address)
    Retriable.retriable(tries: 4) { HTTParty.get(address) }
  end

  # An attempt loop.
  def fetch_index(address)
    3.times do |attempt|
      begin
        return Net::HTTP.get(URI(address))
      rescue Net::OpenTimeout
        sleep(attempt + 1)
      end
    end
    nil
  end
end

# Faraday configured with the retry middleware in this file.
class CatalogClient
  def initialize
    @conn = Faraday.new(url: 'https://catalog.example.com') do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2
    end
  end

  def items
    @conn.get('/items')
  end
end

# Best effort: the failure is contained here, the caller gets a value.
class VersionCheck
  def latest_version
    RestClient.get('https://versions.example.com/latest').body
  rescue RestClient::Exception, SocketError
    Result.failure(:unavailable)
  end

  # The only caller in this file contains the failure.
  def self.fetch_changelog(gem_name)
    Net::HTTP.get(URI("https://versions.example.com/#{gem_name}/changes"))
  end

  def self.changelog_or_empty(gem_name)
    begin
      fetch_changelog(gem_name)
    rescue StandardError => e
      Result.failure(e)
    end
  end

  # Connection probes: the failure is the answer.
  def test_connection(address)
    HTTParty.head(address)
  end
end

# Client constructors are not calls.
CONN = Faraday.new(url: 'https://other.example.com')

# Building a client sends nothing, even in a file whose other client calls go
# through a retry helper.
class StatesCache
  def new_connection
    Dalli::Client.new(servers, options)
  end

  def get(key)
    retry_ringerror do
      pool.with { |client| client.get(key) }
    end
  end

  def set(key, data)
    retry_ringerror do
      pool.with { |client| client.set(key, data) }
    end
  end

  def retry_ringerror
    retries = 0
    begin
      yield
    rescue Dalli::RingError
      retries += 1
      if retries <= 3
        sleep((2**retries - 1) / 2.0)
        retry
      end
      raise
    end
  end
end
