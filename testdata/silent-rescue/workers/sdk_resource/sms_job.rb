require "twilio-ruby"

# `@client.messages.create` is a call of the SDK through its resource
# namespace: the job's empty answer hides a lost remote failure.
class SmsJob < ApplicationJob
  def initialize
    @client = Twilio::REST::Client.new(ENV["SID"], ENV["TOKEN"])
    super
  end

  def perform(to, body)
    @client.messages.create(to: to, from: "x", body: body)
  rescue StandardError # expect: silent-rescue
    nil
  end

  # `webhooks` is kept in process by the SDK (signature checks): nothing
  # remote fails here.
  def verified?(request)
    @client.webhooks.verify(request.body)
  rescue StandardError # expect: silent-rescue@medium
    false
  end
end
