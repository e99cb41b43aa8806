require "net/http"

# A worker process of its own under lib/workers/, outside the job
# framework: the jobs' retries do not cover it.
class FeedPoller
  FEED = URI("https://feeds.example.org/latest.json")

  def run
    loop do
      body = Net::HTTP.get(FEED) # expect: missing-retry
      Feed.ingest(body)
      sleep 60
    end
  end
end
