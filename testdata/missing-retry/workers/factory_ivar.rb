require 'faraday'

# The connection is built by a factory method defined below its use and
# kept in an instance variable: calls on it are Faraday calls (spec v3,
# "memoized/factory method that returns a client").
class ScoringClient
  def initialize
    @conn = build_connection
    @clock = build_clock
  end

  def score(id)
    @conn.get("/v1/scores/#{id}") # expect: missing-retry
  end

  # A factory of something that is not a client: local work.
  def now
    @clock.get(:utc)
  end

  private

  def build_connection
    Faraday.new(url: 'https://scoring.example.com') do |f|
      f.adapter Faraday.default_adapter
    end
  end

  def build_clock
    Clock.new(zone: 'UTC')
  end
end
