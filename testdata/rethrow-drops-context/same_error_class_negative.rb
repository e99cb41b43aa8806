require 'faraday'

# `e.exception(msg)` copies the rescued Faraday error (same class, same
# response): only the message grows, the status is still there.
class DiscordCommandsJob < ApplicationJob
  def perform(app_id)
    conn.put("/applications/#{app_id}/commands", commands.to_json)
  rescue Faraday::Error => e
    raise(e.exception(<<~MSG))
      Registering slash commands failed: #{e.response_body}
    MSG
  end

  def refresh(app_id)
    conn.get("/applications/#{app_id}/commands")
  rescue Faraday::ClientError => e
    raise e.class.new("listing commands failed: #{e.message}", e.response)
  end

  private

  def conn
    @conn ||= Faraday.new(url: "https://discord.com/api/v10") { |f| f.response :raise_error }
  end
end
