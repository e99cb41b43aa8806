# A house HTTP client whose implementation retries transient failures.
module Acme
  class HttpClient
    RETRIABLE_STATUS_CODES = [429, 502, 503, 504].freeze # expect: retry-skips-throttling@medium
    MAX_ATTEMPTS = 3

    def self.put(url, body, headers = {})
      attempts = 0
      begin
        attempts += 1
        RestClient.put(url, body, headers)
      rescue RestClient::ExceptionWithResponse => e
        raise unless RETRIABLE_STATUS_CODES.include?(e.http_code) && attempts < MAX_ATTEMPTS

        sleep(2**attempts)
        retry
      end
    end
  end
end
