require 'faraday'

class LedgerClient
  REQUEST_DEFAULTS = { open_timeout: 1, timeout: 1 }.freeze # expect: short-timeout, short-timeout

  def conn
    @conn ||= Faraday.new(url: 'https://ledger.example.com', request: REQUEST_DEFAULTS)
  end
end
