require "net/http"

class WebhookSender
  MAX_ATTEMPTS = 3

  def deliver(request, http)
    attempt = 0
    begin
      attempt += 1
      http.request(request)
    # Refused connections are retried too: those fail at once.
    rescue Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNREFUSED
      retry if attempt < MAX_ATTEMPTS # expect: retry-without-delay
      raise
    end
  end
end
