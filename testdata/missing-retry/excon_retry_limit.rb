require 'excon'
require 'retryable'

class AreaDirectory
  AREAS_URL = 'https://areas.example.org/areas.json'

  def areas
    Retryable.retryable(tries: 3, sleep: 2) do
      Excon.new(AREAS_URL, expects: 200).request(method: :get).body
    end
  end

  # `retry_limit` alone: Excon retries only requests marked idempotent, so
  # this one is sent once (round 92).
  def authorities
    Excon.new(AREAS_URL, expects: 200, retry_limit: 5).request(method: :get, path: '/authorities').body # expect: missing-retry
  end

  # Marked idempotent: Excon retries it itself (medium: only what outlasts
  # its policy would reach the helper).
  def regions
    Excon.new(AREAS_URL, expects: 200, retry_limit: 5).request(method: :get, path: '/regions', idempotent: true).body # expect: missing-retry@medium
  end
end
