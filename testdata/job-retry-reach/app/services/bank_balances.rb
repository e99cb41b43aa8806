require 'faraday'

# Called only from Treasury::StatementJob (as `::BankBalances`): the job's
# retries may cover it.
class BankBalances
  def self.between(from, to)
    res = Faraday.get("https://bank.example.com/v1/balances?from=#{from}&to=#{to}") # expect: missing-retry@medium
    JSON.parse(res.body).slice("opening", "closing")
  end
end
