require 'kafka'
require 'rdkafka'

# Twin: the delivery failures are re-raised.
class AuditPublisher
  def initialize
    @kafka = Kafka.new(%w[kafka-1:9092 kafka-2:9092], client_id: 'audit')
    @rd = Rdkafka::Config.new('bootstrap.servers' => 'kafka-1:9092').producer
    @template = Liquid::Template.new(strict: true).parse(File.read('audit.liquid'))
  end

  # The object built by a local template engine is not an SDK client: the
  # logged render failure is not a remote failure.
  def render(event)
    @template.render(event.to_h)
  rescue StandardError => e
    Rails.logger.warn("audit render failed: #{e.message}")
  end

  def publish(event)
    @kafka.deliver_message(event.to_json, topic: 'audit')
  rescue Kafka::DeliveryFailed => e
    Rails.logger.warn("audit publish failed: #{e.message}")
    raise
  end

  def publish_fast(event)
    @rd.produce(topic: 'audit', payload: event.to_json).wait(max_wait_timeout: 5)
  rescue Rdkafka::RdkafkaError => e
    raise PublishError, "audit publish failed (#{e.code})"
  end
end

class PublishError < StandardError; end
