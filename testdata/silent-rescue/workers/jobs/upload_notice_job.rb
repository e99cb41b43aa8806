# The guarded work only posts a chat message, and the rescue logs the
# failure: the notice is sent best effort (medium).
require "slack-ruby-client"

class UploadNoticeJob
  include Sidekiq::Job

  def perform(channel, document_id)
    Document.find(document_id).publish!
    announce(channel, document_id)
  end

  def announce(channel, document_id)
    client = Slack::Web::Client.new
    client.chat_postMessage(channel: channel, text: "Published #{document_id}")
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("announcement failed: #{e.message}")
  end
end
