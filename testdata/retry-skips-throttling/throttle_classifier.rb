# Status vocabulary of a delivery proxy: server errors and throttling are
# classified apart, and callers take each its own way (medium).
module DeliveryStatus
  def self.retryable?(status)
    status >= 500 && status < 600 # expect: retry-skips-throttling@medium
  end

  def self.throttled?(status)
    status == 429
  end
end
