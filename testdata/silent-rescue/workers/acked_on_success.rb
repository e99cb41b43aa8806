require 'bunny'
require 'faraday'

# A consumer that acknowledges the message only after the work succeeded: a
# failure leaves it on the queue, which delivers it again (medium).
class ParseConsumer
  API = Faraday.new(url: 'https://api.example.com') do |f|
    f.response :raise_error
  end

  def initialize(channel)
    @channel = channel
  end

  def handle(delivery_info, body)
    API.post('/parse', body)
    @channel.ack(delivery_info.delivery_tag)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("parse failed: #{e.message}")
  end
end
