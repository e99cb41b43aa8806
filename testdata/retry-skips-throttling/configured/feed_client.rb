require 'faraday'
require 'faraday/retry'

# A status list that is only the default of a keyed settings lookup: each
# feed's settings can name 429 (medium). The same list used as the policy
# itself stays high.
class FeedClient
  DEFAULT_RETRY_STATUSES = [500, 502, 504].freeze # expect: retry-skips-throttling@medium
  FIXED_RETRY_STATUSES = [500, 502, 504].freeze # expect: retry-skips-throttling

  def initialize(settings)
    statuses = settings.fetch(:retry_statuses, DEFAULT_RETRY_STATUSES)
    @conn = Faraday.new(url: settings[:url]) do |f|
      f.request :retry, max: 5, interval: 0.5, backoff_factor: 2, retry_statuses: statuses
    end
    @fixed = Faraday.new(url: settings[:url]) do |f|
      f.request :retry, max: 5, interval: 0.5, backoff_factor: 2, retry_statuses: FIXED_RETRY_STATUSES
    end
  end
end
