require 'rest-client'

# Called only from a web controller: no job retries it, whatever the
# project's Sidekiq setup.
class ExchangeRates
  def latest(currency)
    JSON.parse(RestClient.get("https://rates.example.com/latest/#{currency}").body) # expect: missing-retry
  end
end
