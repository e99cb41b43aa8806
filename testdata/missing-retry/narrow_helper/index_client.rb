# `with_lock_retry` retries one error condition (see index_client.py):
# the unwrapped call is a raw call, medium here.
require 'faraday'

class IndexClient
  def with_lock_retry
    attempts = 0
    begin
      yield
    rescue Faraday::ClientError => e
      raise unless e.response_status == 423
      attempts += 1
      sleep(attempts)
      retry if attempts < 3
      raise
    end
  end

  def write(doc)
    with_lock_retry { Faraday.put("https://index.example.com/docs/#{doc[:id]}", doc.to_json) }
  end

  def stats
    Faraday.get('https://index.example.com/stats') # expect: missing-retry@medium
  end
end
