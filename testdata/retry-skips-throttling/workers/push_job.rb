# Unattended code (a Sidekiq job): the retry covers 5xx but not 429 (high).
class PushJob
  include Sidekiq::Job

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
