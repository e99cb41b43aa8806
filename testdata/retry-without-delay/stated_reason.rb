class MirrorClient
  def fetch_descriptor(url)
    attempts = 0
    begin
      attempts += 1
      Faraday.get(url, attempt: attempts).body
    # Retry at once on purpose: the mirror list rotates per request, so the
    # next attempt goes to another host and waiting would only add latency.
    rescue Faraday::ConnectionFailed
      retry if attempts < 3 # expect: retry-without-delay@medium
      raise
    end
  end

  def fetch_manifest(url)
    attempts = 0
    begin
      attempts += 1
      Faraday.get(url, attempt: attempts).body
    # Retry because the CDN drops connections now and then.
    rescue Faraday::ConnectionFailed
      retry if attempts < 3 # expect: retry-without-delay
      raise
    end
  end
end
