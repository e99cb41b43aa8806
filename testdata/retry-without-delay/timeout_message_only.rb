require 'faraday'

class LedgerClient
  MAX_ATTEMPTS = 3

  def initialize
    @conn = Faraday.new(url: 'https://ledger.example.org')
  end

  # Goes round only after a connect timeout (round 93: a database connect
  # "timeout expired"): each attempt has already waited out its timeout.
  def balance(account, attempt = 1)
    @conn.get("/balances/#{account}").body
  rescue Faraday::ConnectionFailed => e
    raise e unless /timeout expired/.match?(e.message)
    raise e if attempt >= MAX_ATTEMPTS

    attempt += 1
    retry
  end

  # Goes round at once after a refused connection: reported.
  def entries(account, attempt = 1)
    @conn.get("/entries/#{account}").body
  rescue Faraday::ConnectionFailed => e
    raise e unless /connection refused/.match?(e.message)
    raise e if attempt >= MAX_ATTEMPTS

    attempt += 1
    retry # expect: retry-without-delay
  end
end
