require "faraday"

class LedgerClient
  MAX_TRIES = 3

  def initialize
    @conn = Faraday.new(url: "https://ledger.example.com") { |f| f.response :raise_error }
  end

  def entries(account_id)
    tries = 0
    begin
      @conn.get("/accounts/#{account_id}/entries").body
    rescue Faraday::Error => e
      tries += 1
      raise if e.response_status.to_i < 500 || tries >= MAX_TRIES # expect: retry-skips-throttling
      sleep(2**tries)
      retry
    end
  end

  # 429 is retried too: not reported.
  def balance(account_id)
    tries = 0
    begin
      @conn.get("/accounts/#{account_id}/balance").body
    rescue Faraday::Error => e
      tries += 1
      code = e.response_status.to_i
      raise if (code < 500 && code != 429) || tries >= MAX_TRIES
      sleep(2**tries)
      retry
    end
  end

  # No retry: a client error is raised, the rest is logged.
  def post_all(rows)
    rows.each do |row|
      @conn.post("/rows", row)
    rescue Faraday::Error => e
      raise if e.response_status.to_i < 500
      warn "skipped #{row[:id]}"
    end
  end

  def statement(account_id)
    tries = 0
    begin
      @conn.get("/accounts/#{account_id}/statement").body
    rescue Faraday::Error => e
      tries += 1
      raise if e.response_status.to_i != 503 || tries >= MAX_TRIES # expect: retry-skips-throttling
      sleep(2**tries)
      retry
    end
  end
end
