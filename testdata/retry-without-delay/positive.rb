require "rest-client"

class ReportUploader
  def upload(url, payload)
    attempts = 0
    begin
      RestClient.put(url, payload)
    rescue RestClient::Exception, Errno::ECONNRESET
      attempts += 1
      retry if attempts < 3 # expect: retry-without-delay
      raise
    end
  end

  def fetch_page(page)
    tries = 0
    begin
      @github_client.get("/repos?page=#{page}")
    rescue => e
      tries += 1
      raise e if tries > 4
      retry # expect: retry-without-delay@medium
    end
  end

  def self.with_attempts(count = 3)
    yield
  rescue Faraday::TimeoutError, Faraday::ConnectionFailed
    count -= 1
    retry unless count.zero? # expect: retry-without-delay
    raise
  end

  def sync_all
    5.times do # expect: retry-without-delay
      begin
        return @billing_api.sync!
      rescue Net::ReadTimeout, Errno::ECONNRESET => e
        warn "sync failed: #{e.message}"
      end
    end
  end

  def notify(event, remaining = 3)
    HTTParty.post("https://hooks.example.com/notify", body: event.to_json)
  rescue Net::OpenTimeout, Errno::ECONNREFUSED
    notify(event, remaining - 1) if remaining > 0 # expect: retry-without-delay
  end
end

# Telemetry retried at once: the class's name is not evidence that its
# failures may be lost (it retries, so they matter), and the immediate retry
# hammers the metrics endpoint like any other.
class AnalyticsClient
  def post_event(event)
    attempts = 0
    begin
      Faraday.post('https://metrics.example.com/events', event.to_json)
    rescue Faraday::Error
      attempts += 1
      retry if attempts < 4 # expect: retry-without-delay
    end
  end
end
