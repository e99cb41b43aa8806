# Attempt loops on the response's status that wait or walk data: not
# retries without delay.
require "net/http"
require "json"

class WebhookDelivery
  MIRRORS = %w[https://a.example.com https://b.example.com https://c.example.com].freeze

  def deliver(uri, payload)
    http = Net::HTTP.new(uri.host, uri.port)
    req = Net::HTTP::Post.new(uri.request_uri, "Content-Type" => "application/json")
    req.body = payload.to_json
    attempt = 0
    loop do
      res = http.request(req)
      break if res.code == "200"
      attempt += 1
      sleep(2**attempt)
    end
  end

  # Pagination: stops on the first failed page while following `next` links.
  def all_issues(uri)
    issues = []
    loop do
      res = Net::HTTP.get_response(uri)
      break unless res.is_a?(Net::HTTPSuccess)
      issues.concat(JSON.parse(res.body))
      link = res["link"].to_s[/<([^>]+)>; rel="next"/, 1]
      break unless link
      uri = URI(link)
    end
    issues
  end

  # Each attempt asks another mirror: the argument changes per iteration.
  def fetch_from_mirrors(path)
    3.times do |i|
      res = Net::HTTP.get_response(URI("#{MIRRORS[i]}#{path}"))
      return res.body if res.is_a?(Net::HTTPSuccess)
    end
    nil
  end

  # Polls (sleepless-poll-loop's business): a state in the body, or a
  # readiness probe that waits for a service to come up.
  def wait_for_import(uri, import_id)
    http = Net::HTTP.new(uri.host, uri.port)
    req = Net::HTTP::Get.new("/imports/#{import_id}")
    loop do
      res = http.request(req)
      break if JSON.parse(res.body)["state"] == "finished"
    end
  end

  def wait_until_ready(base)
    loop do
      res = Net::HTTP.get_response(URI("#{base}/health"))
      break if res.is_a?(Net::HTTPSuccess)
    end
  end
end
