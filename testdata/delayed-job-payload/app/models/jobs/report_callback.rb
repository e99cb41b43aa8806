# A delayed_job payload enqueued by name (from another service): its job
# hooks (`error(job, exception)`, `max_attempts`) show the framework runs it,
# and delayed_job retries a failed job. The call is medium: a retry layer
# exists above it.
class ReportCallback
  def initialize(url, body)
    @url = url
    @body = body
  end

  def perform
    RestClient.get(@url, params: @body) # expect: missing-retry@medium
  end

  def error(job, exception)
    Rails.logger.warn("callback #{@url} failed (attempt #{job.attempts}): #{exception.message}")
  end

  def max_attempts
    5
  end
end
