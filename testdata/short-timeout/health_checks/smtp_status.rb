# A check a health-check framework runs (round 47 H2): the class derives from
# the framework's provider base, so a failed check is the status it reports
# and a short budget keeps the status page fast. Medium, not high. The same
# budget in a class that sends mail is high.
require 'net/smtp'

class MailRelayStatus < HealthMonitor::Providers::Base
  def check!
    relay = Net::SMTP.new(ENV.fetch('SMTP_HOST'), 587)
    relay.open_timeout = 1 # expect: short-timeout@medium
    relay.start
  end
end

class DigestMailer
  def deliver(message)
    relay = Net::SMTP.new(ENV.fetch('SMTP_HOST'), 587)
    relay.open_timeout = 1 # expect: short-timeout
    relay.start { |smtp| smtp.send_message(message, 'noreply@example.com', message.to) }
  end
end
