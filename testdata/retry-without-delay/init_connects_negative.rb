require "pg"

class RateTable
  def initialize(rows)
    @rows = rows
  end

  def setup
    @rates = @rows.to_h { |row| [row[:currency], row[:rate]] }
  end

  def boot
    attempts = 0
    begin
      setup
    rescue StandardError => e
      attempts += 1
      Rails.logger.warn("rate table incomplete: #{e.message}")
      retry if attempts < 5
      raise
    end
  end
end

class PacedLedgerRepository
  def initialize(url)
    @url = url
  end

  def setup
    @conn = PG.connect(@url)
  end

  def boot
    attempts = 0
    begin
      setup
    rescue StandardError
      attempts += 1
      sleep(2**attempts)
      retry if attempts < 5
      raise
    end
  end
end
