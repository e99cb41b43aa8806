require 'faraday'
require 'faraday/retry'

# The middleware's default `methods` are the idempotent ones; this client
# only POSTs, so its status list never applies.
class EventIngestClient
  def initialize
    @conn = Faraday.new(url: 'https://ingest.example.com') do |f|
      f.request :retry, max: 3, retry_statuses: [502, 503] # expect: retry-skips-throttling@medium
    end
  end

  def push(events)
    @conn.post('/v1/events', events.to_json)
  end
end
