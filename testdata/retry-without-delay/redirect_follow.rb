require "faraday"

class Resolver
  # The next call asks for what the failure answered (its location).
  def canonical(url, hops = 0)
    Faraday.head(url)
    url
  rescue Faraday::ClientError => e
    raise if hops >= 5

    canonical(e.response[:headers]["location"], hops + 1)
  end

  # The same request again at once.
  def fetch(url, tries = 0)
    Faraday.get(url).body
  rescue Faraday::ConnectionFailed
    raise if tries >= 5

    fetch(url, tries + 1) # expect: retry-without-delay
  end
end
