# A retry list whose comment says throttling is answered elsewhere: the list
# itself is a deliberate choice we cannot verify (medium); the list with no
# such comment is reported at full confidence.
require "faraday"
require "faraday/retry"

class CatalogClient
  RETRY_STATUSES = [500, 502, 503, 504].freeze # 429 is rate limited by the throttle middleware # expect: retry-skips-throttling@medium
  EXPORT_RETRY_STATUSES = [500, 502, 503].freeze # expect: retry-skips-throttling

  def catalog
    @catalog ||= Faraday.new(url: "https://catalog.example.com") do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: RETRY_STATUSES
    end
  end

  def exporter
    @exporter ||= Faraday.new(url: "https://export.example.com") do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2, retry_statuses: EXPORT_RETRY_STATUSES
    end
  end
end
