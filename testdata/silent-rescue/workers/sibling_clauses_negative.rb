require 'faraday'

# The first clause catches every Faraday error and re-raises it: the later
# clause is never reached.
class ReportWebhookShadowJob
  include Sidekiq::Job

  def perform(url, report)
    connection.post(url, report.to_json)
  rescue Faraday::Error => e
    logger.error(e.message)
    raise
  rescue Faraday::TimeoutError => e
    logger.error(e.message)
  end

  private

  def connection
    Faraday.new { |f| f.response :raise_error }
  end
end
