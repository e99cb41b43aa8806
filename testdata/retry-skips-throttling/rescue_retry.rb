require "http"

class DepositClient
  class TransientError < StandardError; end
  class DepositError < StandardError; end

  MAX_TRIES = 4

  def request(method, url, body = nil)
    tries = 0
    begin
      resp = HTTP.timeout(30).send(method, url, json: body)
      raise TransientError, "deposit answered #{resp.code}" if resp.code >= 500 # expect: retry-skips-throttling
      raise DepositError, "deposit answered #{resp.code}" unless resp.status.success?

      resp.parse
    rescue HTTP::Error, TransientError
      tries += 1
      raise DepositError, "gave up after #{tries} tries" if tries >= MAX_TRIES

      sleep(2**tries)
      retry
    end
  end

  # A yes/no predicate: a failed check answers "no".
  def landing_page_live?(url)
    tries = 0
    begin
      resp = HTTP.timeout(10).head(url)
      raise TransientError if resp.code > 499 # expect: retry-skips-throttling@medium
      resp.status.success?
    rescue HTTP::Error, TransientError
      retry if (tries += 1) < 3 # expect: retry-without-delay@medium
      false
    end
  end
end
