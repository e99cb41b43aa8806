# The same job with Sidekiq's retries turned off: a 429 fails it for good
# (high).
class PushOnceJob
  include Sidekiq::Job
  sidekiq_options retry: false

  def perform(url)
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
