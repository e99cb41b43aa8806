require 'faraday'

class OrdersApi
  def initialize
    @conn = Faraday.new(url: 'https://pay.example.com')
  end

  # An endpoint method about retried payments: one request, no retry.
  def confirm_retry_payment(order_id)
    @conn.post("/orders/#{order_id}/confirm") # expect: missing-retry
  end

  def order(order_id)
    @conn.get("/orders/#{order_id}") # expect: missing-retry
  end

  # Named like a retry helper and shaped like one.
  def with_retries
    attempts = 0
    begin
      yield
    rescue Faraday::ConnectionFailed
      attempts += 1
      sleep(2**attempts)
      retry if attempts < 3
      raise
    end
  end

  def refund(order_id)
    with_retries { @conn.post("/orders/#{order_id}/refund") }
  end
end
