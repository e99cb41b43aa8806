require 'faraday'

# A same-class thin wrapper of the connection: its callers are the call sites.
class LedgerGateway
  def initialize
    @conn = Faraday.new(url: 'https://ledger.example.com')
  end

  def balance(account)
    get("/accounts/#{account}/balance").body # expect: missing-retry@medium
  end

  private

  def get(path, params = {})
    @conn.get(path, params)
  end
end
