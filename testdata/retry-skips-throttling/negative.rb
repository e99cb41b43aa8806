class StatusReporter
  RETRY_STATUS_CODES = [429, 500, 502, 503, 504].freeze

  # 5xx check outside retry code.
  def level_for(response)
    response.code.to_i >= 500 ? :error : :warn
  end

  # Retry code that handles 429 and Retry-After.
  def with_retries
    tries = 0
    begin
      yield
    rescue RestClient::Exception => e
      tries += 1
      if (e.http_code == 429 || e.http_code >= 500) && tries < 3
        sleep((e.response.headers[:retry_after] || 2**tries).to_f)
        retry
      end
      raise
    end
  end

  RETRY_ERRORS = [Errno::ECONNRESET, Net::OpenTimeout].freeze
end
