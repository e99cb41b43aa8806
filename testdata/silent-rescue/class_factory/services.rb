# Clients built by class methods: any file may call them
# (`Services.notify_client.send_email(...)`).
module Services
  def self.notify_client
    @notify_client ||= Notifications::Client.new(ENV.fetch('NOTIFY_API_KEY'))
  end
end
