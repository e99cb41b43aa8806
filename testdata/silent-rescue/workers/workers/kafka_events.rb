# Kafka producers are remote: a failed delivery is swallowed here.
require 'kafka'

class EventPublisher
  def initialize
    @kafka = Kafka.new(['kafka:9092'], client_id: 'app')
  end

  def publish(event)
    @kafka.deliver_message(event.to_json, topic: 'events')
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.warn("publish failed: #{e.message}")
  end
end
