# A loop that sends the request again while its own response is a transient
# failure, bounded by an attempt counter, is a retry, not a poll.
require "net/http"

class EventsFetcher
  def fetch(uri)
    response = Net::HTTP.get_response(uri)
    tries = 1
    while response.code == "503" && tries < 3 # expect: retry-without-delay
      tries += 1
      response = Net::HTTP.get_response(uri)
    end
    raise "events: #{response.code}" unless response.is_a?(Net::HTTPSuccess)
    JSON.parse(response.body)
  end
end
