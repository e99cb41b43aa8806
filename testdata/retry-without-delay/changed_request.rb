require "faraday"

module Feeds
  # The handler rebinds the URL (an http to https upgrade) and asks for the
  # new one: a different request, not the failed one again.
  def self.get_feed(feed_url)
    Faraday.get(feed_url).body
  rescue Faraday::SSLError
    if feed_url.start_with?("http://")
      feed_url = feed_url.sub("http://", "https://")
      return get_feed(feed_url)
    end
    nil
  end

  # A counter stepped before the call is still the same request again.
  def self.put_part(part, tries)
    Faraday.put("https://store.example.com/part", part)
  rescue Faraday::ConnectionFailed
    tries = tries - 1
    return put_part(part, tries) if tries.positive? # expect: retry-without-delay
    raise
  end
end
