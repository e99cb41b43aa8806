require 'kafka'
require 'rdkafka'

# ruby-kafka and rdkafka producers: delivery failures are swallowed. The
# handlers name the client's error class and log its message: still swallowed (high).
class AuditPublisher
  def initialize
    @kafka = Kafka.new(%w[kafka-1:9092 kafka-2:9092], client_id: 'audit')
    @rd = Rdkafka::Config.new('bootstrap.servers' => 'kafka-1:9092').producer
  end

  def publish(event)
    @kafka.deliver_message(event.to_json, topic: 'audit')
  rescue Kafka::DeliveryFailed, Kafka::ConnectionError => e # expect: silent-rescue
    Rails.logger.warn("audit publish failed: #{e.message}")
    false
  end

  # A catch-all around the rdkafka producer (built from its config): high.
  def publish_now(event)
    @rd.produce(topic: 'audit', payload: event.to_json)
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.warn("audit publish failed: #{e.message}")
  end

  def publish_fast(event)
    @rd.produce(topic: 'audit', payload: event.to_json).wait(max_wait_timeout: 5)
  rescue Rdkafka::RdkafkaError => e # expect: silent-rescue
    Rails.logger.warn("audit publish failed: #{e.code}")
    nil
  end
end
