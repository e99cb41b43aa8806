# A GOV.UK Notify send under the method's own retry with backoff: not reported.
require 'notifications/client'

class ReceiptSender
  def initialize
    @notify = Notifications::Client.new(ENV.fetch('NOTIFY_KEY'))
  end

  def deliver(email)
    attempts = 0
    begin
      @notify.send_email(email_address: email, template_id: 'receipt')
    rescue Notifications::Client::ServerError
      attempts += 1
      sleep(2**attempts)
      retry if attempts < 5
      raise
    end
  end
end
