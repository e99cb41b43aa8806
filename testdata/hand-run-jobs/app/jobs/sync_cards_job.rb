# A scheduled job: a swallowed card-service failure is lost (high).
class SyncCardsJob < ApplicationJob
  queue_as :default

  def perform(card_id)
    Faraday.post("https://cards.example.com/locks/#{card_id}", { locked: true }.to_json)
  rescue Faraday::Error => e # expect: silent-rescue
    Rails.logger.warn("card lock failed: #{e.message}")
    nil
  end
end
