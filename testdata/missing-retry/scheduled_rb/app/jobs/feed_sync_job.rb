# On the sidekiq-cron schedule (config/schedule.yml): the next run is its
# retry (medium). FeedImportJob runs once per feed (high).
require "net/http"

class FeedSyncJob < ApplicationJob

  def perform
    Net::HTTP.get_response(URI("https://feeds.example.com/updates")) # expect: missing-retry@medium
  end
end

class FeedImportJob < ApplicationJob

  def perform(feed_id)
    Net::HTTP.get_response(URI("https://feeds.example.com/feeds/#{feed_id}")) # expect: missing-retry
  end
end
