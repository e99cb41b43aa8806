# The API names throttling by its error code: the file takes it apart.
require "net/http"
require "json"

class Deliver
  RETRY_STATUSES = [500, 502, 503, 504].freeze # expect: retry-skips-throttling@medium

  def call(uri, payload, attempt = 0)
    response = Net::HTTP.post(uri, payload.to_json)
    return :sent if response.is_a?(Net::HTTPSuccess)

    case JSON.parse(response.body)["error"]
    when "throttled"
      :throttled
    else
      if RETRY_STATUSES.include?(response.code.to_i) && attempt < 3
        sleep(2**attempt)
        return call(uri, payload, attempt + 1)
      end
      :failed
    end
  end
end
