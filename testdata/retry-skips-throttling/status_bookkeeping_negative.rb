# The delivery record's outcome is sorted from the response; whether it is
# retried is the scheduler's `auto_retry` flag, set elsewhere.
class DeliveryOutcome
  def record(delivery, response)
    if response.code.to_i >= 500
      delivery.state = 'failed'
    end
    delivery.retry_pending = delivery.auto_retry && delivery.attempts < 5
    delivery
  end
end
