require 'net/http'

class FeedClient
  def fetch_entries
    Net::HTTP.get_response(URI("#{ENV.fetch('FEED_URL')}/entries"))
  end

  def fetch_head
    Net::HTTP.get_response(URI("#{ENV.fetch('FEED_URL')}/head")) # expect: missing-retry@medium
  end
end
