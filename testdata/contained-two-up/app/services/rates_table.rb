class RatesTable
  def self.build(currency)
    { currency: currency, rate: RatesClient.rate(currency) }
  end
end
