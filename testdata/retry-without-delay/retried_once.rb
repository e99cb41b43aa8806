# A recursion that allows exactly one immediate retry is medium; one that
# goes on until five attempts is high.
class JobsClient
  def job_status(job_id, count = 0)
    JSON.parse(Faraday.get("https://jobs.example.com/v1/jobs/#{job_id}").body)
  rescue Faraday::ConnectionFailed
    raise if count.positive?

    job_status(job_id, count + 1) # expect: retry-without-delay@medium
  end

  def job_result(job_id, count = 0)
    JSON.parse(Faraday.get("https://jobs.example.com/v1/results/#{job_id}").body)
  rescue Faraday::ConnectionFailed
    raise if count >= 5

    job_result(job_id, count + 1) # expect: retry-without-delay
  end
end

# A `rescue ... retry` whose counter allows one retry, also through a
# constant of the file, is medium; one that allows three is high.
class TokenClient
  MAX_RETRIES = 1
  MAX_SYNC_ATTEMPTS = 3

  def userinfo(token)
    retries = 0
    begin
      Faraday.get("https://id.example.com/userinfo", nil, { "Authorization" => "Bearer #{token}" })
    rescue Faraday::ConnectionFailed
      raise unless retries < MAX_RETRIES

      retries += 1
      retry # expect: retry-without-delay@medium
    end
  end

  def profile(token)
    attempts = 0
    begin
      Faraday.get("https://id.example.com/profile", nil, { "Authorization" => "Bearer #{token}" })
    rescue Faraday::ConnectionFailed
      attempts += 1
      retry if attempts < 2 # expect: retry-without-delay@medium
      raise
    end
  end

  def sync(token)
    attempts = 0
    begin
      Faraday.post("https://id.example.com/sync", nil, { "Authorization" => "Bearer #{token}" })
    rescue Faraday::ConnectionFailed
      attempts += 1
      retry if attempts < MAX_SYNC_ATTEMPTS # expect: retry-without-delay
      raise
    end
  end
end

# A counter counted down from where it starts: from an instance variable
# that defaults to one retry, medium; from one that defaults to three, or
# that a caller may set to anything, high.
class LedgerClient
  def initialize(opts = {})
    @retries = opts[:retries] || 1
    @sync_retries = opts[:sync_retries] || 3
  end

  def balance(account)
    retries = @retries
    begin
      Faraday.get("https://ledger.example.com/balances/#{account}")
    rescue Faraday::ConnectionFailed, Faraday::TimeoutError
      if retries > 0
        retries -= 1
        retry # expect: retry-without-delay@medium
      end
      raise
    end
  end

  def sync(account)
    retries = @sync_retries
    begin
      Faraday.post("https://ledger.example.com/sync/#{account}")
    rescue Faraday::ConnectionFailed, Faraday::TimeoutError
      if retries > 0
        retries -= 1
        retry # expect: retry-without-delay
      end
      raise
    end
  end
end
