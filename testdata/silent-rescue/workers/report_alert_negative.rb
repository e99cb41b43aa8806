# Twins of report_alert.rb: besides logging, the handler raises an in-app
# alert for the operators: the failure is reported to someone.
require "net/http"

class WebhookNotifier
  def deliver(uri, body)
    Net::HTTP.post(uri, body, "Content-Type" => "application/json")
  rescue StandardError => e
    log_alert(e, "slack")
  end

  private

  def log_alert(error, channel)
    Rails.logger.error("cannot deliver #{channel} notification: #{error.message}")
    User.admins.each do |admin|
      Alert.create!(user: admin, title: "#{channel} notification failed", description: error.message.first(2000))
    end
  end
end
