# A handler whose helper only writes a log line still swallows the failure
# (the helper is named like a logger and its definition only logs).
require "net/http"

class WebhookNotifier
  def deliver(uri, body)
    Net::HTTP.post(uri, body, "Content-Type" => "application/json")
  rescue StandardError => e # expect: silent-rescue@medium
    log_failure(e, "slack")
  end

  private

  def log_failure(error, channel)
    Rails.logger.error("cannot deliver #{channel} notification: #{error.class}: #{error.message}")
  end
end
