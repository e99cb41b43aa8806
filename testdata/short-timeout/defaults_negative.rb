require 'faraday'

class LedgerClient
  REQUEST_DEFAULTS = { open_timeout: 5, timeout: 30 }.freeze

  def conn
    @conn ||= Faraday.new(url: 'https://ledger.example.com', request: REQUEST_DEFAULTS)
  end
end
