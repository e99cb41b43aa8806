require 'net/http'

class ManifestFetcher
  def fetch(uri)
    attempts = 0
    loop do
      res = Net::HTTP.get_response(uri)
      return JSON.parse(res.body) if res.is_a?(Net::HTTPSuccess)
      attempts += 1
      raise "manifest unavailable: #{uri}" if attempts >= 5
      sleep(2**attempts)
    end
  end
end

# Goes round while the status is one of the failure codes in a constant.
class QuoteFetcher
  AGAIN = [429, 502, 503].freeze

  def call(uri)
    3.times do |i|
      res = Net::HTTP.get_response(uri)
      return JSON.parse(res.body) unless AGAIN.include?(res.code.to_i)
      sleep(2**i)
    end
    raise 'quotes unavailable'
  end
end
