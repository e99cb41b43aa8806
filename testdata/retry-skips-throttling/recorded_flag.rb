# Code known as retry code only because it names a `retryable` key: the test
# is stored in an error description for whoever reads it later, and nothing
# here retries on it (not reported).
module ApiErrors
  def self.describe(status_code, fallback)
    if status_code
      {
        message: "#{fallback} HTTP #{status_code}.",
        status_code: status_code,
        retryable: status_code >= 500
      }
    else
      { message: fallback, status_code: nil, retryable: true }
    end
  end
end
