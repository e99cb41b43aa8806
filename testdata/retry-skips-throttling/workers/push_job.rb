# A Sidekiq job: the retry covers 5xx but not 429, and a 429 is raised on
# to Sidekiq, which runs the job again after its own backoff (round 93:
# judged noise as "fails at once"): medium.
class PushJob
  include Sidekiq::Job

  def perform(url)
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
end
