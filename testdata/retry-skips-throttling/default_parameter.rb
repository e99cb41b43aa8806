require "net/http"

class Upstream
  # The status list is the default of a keyword parameter of a retrying call.
  def get_with_retry(uri, retry_statuses: [500, 502, 503], attempts: 3) # expect: retry-skips-throttling
    attempts.times do |i|
      response = Net::HTTP.get_response(uri)
      return response unless retry_statuses.include?(response.code.to_i)
      sleep(2**i)
    end
    raise "upstream unavailable"
  end

  # A default list of a method that has nothing to do with retries.
  def error_page(status, known: [500, 502, 504])
    known.include?(status) ? "errors/#{status}.html" : "errors/default.html"
  end
end
