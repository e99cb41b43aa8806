# The poller's endless loop rescues every failure, logs it and sleeps before
# the next round: FeedClient#fetch_entries is tried again a minute later.
# The head check runs once, where a failure ends the run.
class FeedPoller
  def initialize
    @client = FeedClient.new
  end

  def run
    loop do
      begin
        @client.fetch_entries
      rescue StandardError => e
        Rails.logger.error("feed poll failed: #{e.message}")
      end
      sleep 60
    end
  end

  def check
    @client.fetch_head
  end
end
