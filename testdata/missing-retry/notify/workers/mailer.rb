# SDKs that make one HTTP request and retry nothing (round 47 recall #1
# shape): a GOV.UK Notify send in worker code with no retry is reported; the
# constructor is not a request.
require 'notifications/client'

class ReminderSender
  def initialize
    @notify = Notifications::Client.new(ENV.fetch('NOTIFY_KEY'))
  end

  def deliver(phone)
    @notify.send_sms(phone_number: phone, template_id: 'reminder') # expect: missing-retry
  end
end
