require "pg"

class LedgerRepository
  def initialize(url)
    @url = url
  end

  def setup
    @conn = PG.connect(@url)
    @conn.exec("SET statement_timeout = 5000")
  end

  def boot
    attempts = 0
    begin
      setup
    rescue StandardError => e
      attempts += 1
      Rails.logger.warn("ledger database not ready: #{e.message}")
      retry if attempts < 5 # expect: retry-without-delay
      raise
    end
  end
end
