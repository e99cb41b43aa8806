require "faraday"

class DeliverHookWorker
  include Sidekiq::Worker

  def perform(url, payload)
    Faraday.post(url, payload.to_json)
  rescue Faraday::ConnectionFailed => e # expect: silent-rescue@medium
    # Swallow connection failures to a subscriber's endpoint: they are the
    # subscriber's problem and must not page us.
    Rails.logger.error("hook delivery failed: #{e}")
  end
end

class DeliverReceiptWorker
  include Sidekiq::Worker

  def perform(url, payload)
    Faraday.post(url, payload.to_json)
  rescue Faraday::ConnectionFailed => e # expect: silent-rescue
    Rails.logger.error("receipt delivery failed: #{e}")
  end
end
