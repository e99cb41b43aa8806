require "faraday"

# A short budget whose handler falls back to a cached copy and raises only
# when there is none: the failure is handled where it happens (medium).
class BannerConfig
  class Unavailable < StandardError; end

  def fetch(url)
    config = Faraday.get(url) { |req| req.options.timeout = 1 }.body # expect: short-timeout@medium
    @cached = config
    config
  rescue Faraday::ConnectionFailed, Faraday::TimeoutError
    return @cached if @cached

    raise Unavailable, "no banner config"
  end

  # The handler only translates the error: nothing to fall back on (high).
  def tariff(url)
    Faraday.get(url) { |req| req.options.timeout = 1 }.body # expect: short-timeout
  rescue Faraday::ConnectionFailed, Faraday::TimeoutError => e
    raise Unavailable, e.message
  end

  # A handler that answers for one status of the caught error and re-raises
  # everything else: a translation, not a fallback (high).
  def plan_exists?(url)
    Faraday.new(url, request: { timeout: 1 }) { |f| f.response :raise_error }.get("/") # expect: short-timeout
    true
  rescue Faraday::Error => e
    return false if e.response_status == 404

    raise
  end
end
