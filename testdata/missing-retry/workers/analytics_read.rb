require 'net/http'

class SyncSiteJob < ApplicationJob
  queue_as :default

  def perform(site)
    rows = fetch_analytics(site)
    send_analytics(rows.size)
  end

  # A data read the job needs, not a telemetry send.
  def fetch_analytics(site)
    JSON.parse(Net::HTTP.get(URI("https://search.example.com/sites/#{site}/analytics"))) # expect: missing-retry
  end

  def send_analytics(count)
    Net::HTTP.put(URI('https://collect.example.com/e'), count.to_s)
  end
end
