require 'rest-client'

class BrokerClient
  # Pushes a job to the queue broker.
  # 4xx answers are raised at once: the broker's 429 means "queue full", which won't change on retry.
  def push(url)
    attempts = 0
    begin
      attempts += 1
      RestClient.post(url, {})
    rescue RestClient::Exception => e
      if e.http_code >= 500 && attempts < 3 # expect: retry-skips-throttling@medium
        sleep(2**attempts)
        retry
      end
      raise
    end
  end

  # Pushes a job to the partner API, with backoff.
  def push_partner(url)
    attempts = 0
    begin
      attempts += 1
      RestClient.post(url, {})
    rescue RestClient::Exception => e
      if e.http_code >= 500 && attempts < 3 # expect: retry-skips-throttling
        sleep(2**attempts)
        retry
      end
      raise
    end
  end
end
