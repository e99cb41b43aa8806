require 'faraday'

# A Sidekiq job: the 4xx clause re-raises, but a 5xx from the receiver is
# only logged, so the job's own retries never run for it.
class ReportWebhookJob
  include Sidekiq::Job

  def perform(url, report)
    connection.post(url, report.to_json)
  rescue Faraday::ClientError => e
    logger.error(e.message)
    raise
  rescue Faraday::ServerError => e # expect: silent-rescue@medium
    logger.error(e.message)
  end

  private

  def connection
    Faraday.new { |f| f.response :raise_error }
  end
end
