require "net/http"

class DailyRatesWorker
  include Sidekiq::Worker

  sidekiq_options retry: false

  def perform
    Net::HTTP.get_response(URI("https://rates.example.com/daily")) # expect: missing-retry@medium
  end
end
