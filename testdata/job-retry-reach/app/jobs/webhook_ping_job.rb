# Retries turned off for this job: a failed ping is not retried, so the raw
# call inside it is reported.
class WebhookPingJob
  include Sidekiq::Job
  sidekiq_options retry: false, queue: :webhooks

  def perform(endpoint_id)
    endpoint = WebhookEndpoint.find(endpoint_id)
    RestClient.get(endpoint.health_url) # expect: missing-retry
  end
end
