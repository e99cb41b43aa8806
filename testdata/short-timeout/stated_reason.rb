require 'faraday'

class ResolverClient
  def connection
    # One second because this runs inside the webhook request; a failed
    # lookup lets the delivery go ahead.
    @connection ||= Faraday.new(url: 'https://dns.example.com', request: { timeout: 1 }) # expect: short-timeout@medium
  end
end

class ProfileClient
  def connection
    # the profile connection
    @connection ||= Faraday.new(url: 'https://profiles.example.com', request: { timeout: 1 }) # expect: short-timeout
  end
end
