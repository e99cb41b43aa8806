require 'faraday'
require 'faraday/retry'

# Delivers partner webhooks. Every request is a POST, and the retry
# middleware retries statuses only for GET (`methods:`), while `retry_if`
# turns the retriable response away for POST: the status list is never used
# for these requests, so a missing 429 in it changes nothing.
class PartnerWebhookSender
  def deliver(url, payload)
    connection(url).post do |req|
      req.body = payload.to_json
    end
  end

  private

  def connection(url)
    options = {
      max: 2,
      interval: 0.1,
      methods: %i[get],
      retry_statuses: [500, 503], # expect: retry-skips-throttling@medium
      retry_if: ->(env, exception) { env[:method] == :post && !exception.is_a?(Faraday::RetriableResponse) },
    }
    Faraday.new(url: url) do |f|
      f.request :retry, options
      f.adapter :net_http
    end
  end
end
