class RatesClient
  def self.rate(currency)
    Faraday.get("https://rates.example.org/latest/#{currency}").body # expect: missing-retry
  end
end
