require 'rest-client'

class GeoClient
  RETRY_STATUS_CODES = [500, 502, 503, 504].freeze # expect: retry-skips-throttling

  def with_retries(max: 3)
    attempts = 0
    begin
      yield
    rescue RestClient::Exception => e
      attempts += 1
      retry if e.http_code >= 500 && attempts < max # expect: retry-skips-throttling
      raise
    end
  end

  def retriable_status?(code)
    (500..599).include?(code) # expect: retry-skips-throttling
  end

  def connection
    Faraday.new(url: 'https://geo.example.com') do |f|
      f.request :retry, max: 3, retry_statuses: [502, 503] # expect: retry-skips-throttling
    end
  end
end
