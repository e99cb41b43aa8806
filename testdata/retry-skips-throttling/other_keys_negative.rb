require 'faraday'
require 'faraday/retry'

class ReportsClient
  RETRY_OPTIONS = {
    max: 4,
    interval: 0.5,
    backoff_factor: 2,
    retry_statuses: [429, 500, 502, 503],
  }.freeze

  def conn
    @conn ||= Faraday.new(url: 'https://reports.example.com') { |f| f.request :retry, RETRY_OPTIONS }
  end
end
