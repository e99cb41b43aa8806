# Loops that re-send a request until the same call's response succeeds are
# retries (retry-without-delay), not polls.
require "net/http"

class ManifestClient
  def fetch_manifest(uri, attempts = 3)
    attempts.times do
      res = Net::HTTP.get_response(uri)
      return res if res.is_a?(Net::HTTPSuccess)
    end
    nil
  end

  def deliver(uri, payload)
    http = Net::HTTP.new(uri.host, uri.port)
    req = Net::HTTP::Post.new(uri.request_uri, "Content-Type" => "application/json")
    req.body = payload.to_json
    loop do
      res = http.request(req)
      break if res.code == "200"
    end
  end
end
