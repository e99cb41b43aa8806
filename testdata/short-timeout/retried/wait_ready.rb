# See wait_ready.py: a retried attempt is medium, a single call high.
require 'faraday'

class ReadyWait
  def wait_until_ready(url)
    attempts = 0
    begin
      Faraday.get(url) { |req| req.options.timeout = 1 } # expect: short-timeout@medium
    rescue Faraday::Error
      attempts += 1
      sleep(0.5)
      retry if attempts < 40
      raise
    end
  end

  def fetch_config(url)
    Faraday.get(url) { |req| req.options.timeout = 1 } # expect: short-timeout
  end
end
