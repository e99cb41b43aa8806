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

  # The hook handed as an argument (`on_retry:`) runs between attempts; the
  # block is the retried work.
  def answer(question)
    with_retries(on_retry: -> { METRICS.post("/retries") }) do
      Net::HTTP.post(URI("https://llm.example.com/answer"), { q: question }.to_json)
    end
  rescue Faraday::Error
    METRICS.post("/errors")
    raise
  end
end
