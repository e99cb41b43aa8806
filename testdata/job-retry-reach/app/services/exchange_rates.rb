require 'rest-client'

# Called only from a web controller: no job retries it, whatever the
# project's Sidekiq setup (the job-retry marker does not vouch for it); it
# is medium because the person who sent the request sees the failure.
class ExchangeRates
  def latest(currency)
    JSON.parse(RestClient.get("https://rates.example.com/latest/#{currency}").body) # expect: missing-retry@medium
  end
end
