require 'faraday'

class SignedSession
  def initialize
    @conn = Faraday.new(url: 'https://api.example.org')
  end

  # Counted at the top of each attempt and raised past one retry: a single
  # immediate retry (round 93: an IBKR session re-signed once), medium.
  def signed_request(path)
    attempts = 0
    begin
      attempts += 1
      @conn.get(path)
    rescue Faraday::ConnectionFailed
      raise if attempts > 1

      retry # expect: retry-without-delay@medium
    end
  end

  # Three immediate retries: high.
  def signed_request_hard(path)
    attempts = 0
    begin
      attempts += 1
      @conn.get(path)
    rescue Faraday::ConnectionFailed
      raise if attempts > 3

      retry # expect: retry-without-delay
    end
  end
end
