require "faraday"
require "net/http"

class Answers
  # The metrics connection retries transient failures itself.
  METRICS = Faraday.new(url: "https://metrics.example.com") do |f|
    f.request :retry, max: 3, interval: 0.5, backoff_factor: 2
  end

  def with_retries(attempts: 3, on_retry: nil)
    tries = 0
    begin
      yield
    rescue Faraday::Error
      tries += 1
      raise if tries >= attempts
      on_retry&.call
      sleep(2**tries)
      retry
    end
  end

  # The block goes through the helper: a call of the same client outside it
  # is reported.
  def summarise(text)
    summary = with_retries { METRICS.post("/summaries", text) }
    METRICS.post("/summaries/seen", text) # expect: missing-retry@medium
    summary
  end
end
