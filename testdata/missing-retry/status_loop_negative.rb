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
