# Every job of the project is retried with backoff when it fails.
class ApplicationJob < ActiveJob::Base
  retry_on StandardError, wait: :polynomially_longer, attempts: 5
end
