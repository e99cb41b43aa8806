require 'typhoeus'

class RatesClient
  BASE = 'https://rates.example.com'.freeze

  def latest(currency)
    Typhoeus.get("#{BASE}/latest/#{currency}", timeout_ms: 8000, connecttimeout_ms: 3000)
  end

  def readiness
    Typhoeus.get("#{BASE}/ready", timeout_ms: 5000)
  end
end
