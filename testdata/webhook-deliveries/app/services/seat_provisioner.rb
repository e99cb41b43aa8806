require 'faraday'

class SeatProvisioner
  def self.provision(subscription_id)
    res = Faraday.get("https://seats.example.com/subscriptions/#{subscription_id}") # expect: missing-retry@medium
    JSON.parse(res.body)
  end
end
