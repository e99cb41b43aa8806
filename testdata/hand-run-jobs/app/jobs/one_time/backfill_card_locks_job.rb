# A one-off job under `one_time/`: an operator runs it by hand from the
# console, reads its output and runs it again (medium).
module OneTime
  class BackfillCardLocksJob < ApplicationJob
    queue_as :default

    def perform(card_ids)
      card_ids.each do |id|
        Faraday.post("https://cards.example.com/locks/#{id}", { locked: true }.to_json)
      rescue Faraday::Error => e # expect: silent-rescue@medium
        puts "card #{id} failed: #{e.message}"
        nil
      end
    end
  end
end
