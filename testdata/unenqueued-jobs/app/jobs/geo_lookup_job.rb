require "net/http"

# Nothing enqueues this job: its only caller is commented out. Its missing
# retry is a guess (medium).
class GeoLookupJob < ApplicationJob
  queue_as :default

  def perform(session_id, ip)
    res = Net::HTTP.get_response(URI("https://geo.example.org/lookup/#{ip}")) # expect: missing-retry@medium
    Session.find(session_id).update(geo: res.body) if res.is_a?(Net::HTTPSuccess)
  end
end
