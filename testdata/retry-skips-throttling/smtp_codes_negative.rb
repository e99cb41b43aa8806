# An SMTP reply code is not an HTTP status: `smtp_code >= 500` in a retry
# decision is a permanent mail failure, and 429 means nothing there.
module Delivery
  def self.retryable?(error)
    smtp_code = error.respond_to?(:smtp_code) ? error.smtp_code.to_i : 0
    return false if smtp_code >= 500

    true
  end
end
