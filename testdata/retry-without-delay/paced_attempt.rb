require "faraday"

# Each attempt sleeps its step of the schedule before it posts: the retry
# is paced by the method it repeats.
class Pusher
  DELAYS = [0, 1, 5, 30].freeze

  def push(url, payload)
    step = 0
    begin
      attempt(url, payload, step)
    rescue Faraday::ConnectionFailed
      step += 1
      retry if step < DELAYS.size
      raise
    end
  end

  def pull(url)
    step = 0
    begin
      fetch_page(url, step)
    rescue Faraday::ConnectionFailed
      step += 1
      retry if step < DELAYS.size # expect: retry-without-delay
      raise
    end
  end

  private

  def attempt(url, payload, step)
    sleep(DELAYS[step])
    Faraday.post(url, payload.to_json)
  end

  # The sleep comes after the request: a failed attempt skips it.
  def fetch_page(url, step)
    response = Faraday.get(url)
    sleep(DELAYS[step])
    response
  end
end
