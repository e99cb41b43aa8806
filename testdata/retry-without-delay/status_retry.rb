# Attempt loops driven by the response's status instead of a rescued error:
# the request is sent again at once until the same call answers 2xx.
require "net/http"
require "faraday"
require "httparty"

class WebhookDelivery
  def deliver(uri, payload)
    http = Net::HTTP.new(uri.host, uri.port)
    http.use_ssl = true
    req = Net::HTTP::Post.new(uri.request_uri, "Content-Type" => "application/json")
    req.body = payload.to_json
    loop do # expect: retry-without-delay
      res = http.request(req)
      break if res.code == "200"
    end
  end

  def fetch_manifest(uri, attempts = 3)
    attempts.times do # expect: retry-without-delay
      res = Net::HTTP.get_response(uri)
      return res if res.is_a?(Net::HTTPSuccess)
    end
    nil
  end
end

class EventsClient
  def initialize(base_url)
    @conn = Faraday.new(url: base_url)
  end

  def track(payload)
    3.times do # expect: retry-without-delay
      response = @conn.post("/v1/events", payload.to_json)
      return response if response.success?
    end
    raise "event tracking failed"
  end
end

class AvatarFetcher
  def fetch(url)
    begin # expect: retry-without-delay
      response = HTTParty.get(url, timeout: 10)
    end until response.success?
    response.body
  end
end

# HTTParty answers each status with its own predicate (`created?` for 201):
# the loop is left when the POST succeeds, so it retries the POST.
class CaseImport
  def fetch_page(base_uri, page)
    3.times do # expect: retry-without-delay
      res = HTTParty.post("#{base_uri}/cases?page=#{page}", {})
      break res if res.created?
    end
  end
end

# The client is remote by its name only (an injected `*_client`): medium.
class InventorySync
  def initialize(inventory_client)
    @inventory_client = inventory_client
  end

  def push_levels(warehouse_id, levels)
    3.times do # expect: retry-without-delay@medium
      res = @inventory_client.post("/warehouses/#{warehouse_id}/levels", levels)
      return res if res.success?
    end
    nil
  end
end
