require 'typhoeus'

class RatesClient
  BASE = 'https://rates.example.com'.freeze

  def latest(currency)
    Typhoeus.get("#{BASE}/latest/#{currency}", timeout_ms: 800, connecttimeout_ms: 300) # expect: short-timeout, short-timeout
  end

  def readiness
    Typhoeus.get("#{BASE}/ready", timeout_ms: 500) # expect: short-timeout@medium
  end
end
