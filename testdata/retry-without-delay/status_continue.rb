require "json"
require "net/http"

# The loop goes round when the response is not a success (`next`) and
# returns after the work: a retry on status, here with no delay.
class Feed
  def most_read(uri)
    3.times do # expect: retry-without-delay
      res = Net::HTTP.get_response(uri)
      next unless res.is_a?(Net::HTTPSuccess)

      return JSON.parse(res.body)
    end
    nil
  end

  def most_read_paced(uri)
    3.times do |attempt|
      res = Net::HTTP.get_response(uri)
      unless res.is_a?(Net::HTTPSuccess)
        sleep(2**attempt)
        next
      end

      return JSON.parse(res.body)
    end
    nil
  end

  # Skipping one item of a list is no retry.
  def statuses(uris)
    uris.filter_map do |uri|
      res = Net::HTTP.get_response(uri) # expect: missing-retry@medium
      next unless res.is_a?(Net::HTTPSuccess)

      JSON.parse(res.body)
    end
  end
end
