# A status test joined to a presence test whose branch only raises an error
# of its own, in code known as retry code only by a word it mentions (medium).
require "faraday"

class UpstreamUnavailable < StandardError; end

class DocumentClient
  def get_document(url, retry_on_failure: false)
    conn = Faraday.new { |f| f.request :retry if retry_on_failure }
    response = conn.get(url)
    raise UpstreamUnavailable, url if response && response.status >= 500 # expect: retry-skips-throttling@medium

    response
  end
end
