require 'faraday'

# The gateways' superclass builds their connection (round 92: a subclass's
# `@conn ||= connect` was not known as a Faraday client).
class BaseGateway
  def self.connect
    Faraday.new(url: ENV.fetch('GATEWAY_URL')) do |f|
      f.adapter Faraday.default_adapter
    end
  end

  # Not a client: a plain value.
  def self.defaults
    { 'page[size]' => '100' }
  end
end
