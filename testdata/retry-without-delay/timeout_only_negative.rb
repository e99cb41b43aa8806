require "net/http"

class StatusPageClient
  MAX_ATTEMPTS = 3

  def initialize(uri)
    @http = Net::HTTP.new(uri.host, uri.port)
    @http.open_timeout = 5
    @http.read_timeout = 10
  end

  # Only timeouts are retried: each failed attempt already waited 5-10 s.
  def fetch(request)
    attempt = 0
    begin
      attempt += 1
      @http.request(request)
    rescue Net::OpenTimeout, Net::ReadTimeout
      retry if attempt < MAX_ATTEMPTS
      raise
    end
  end
end

# docker-api's `Container#wait` holds the request open until the container
# exits or the read timeout passes: its timeout error means "still running",
# and each attempt already waited the whole timeout.
class SandboxContainer < Docker::Container
  def wait(time = nil)
    super
  rescue Docker::Error::TimeoutError
    retry
  end
end
