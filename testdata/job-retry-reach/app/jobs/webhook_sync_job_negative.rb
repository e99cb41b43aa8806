# Twin: Sidekiq retries this job five times.
class WebhookSyncJob
  include Sidekiq::Job
  sidekiq_options retry: 5, queue: :webhooks

  def perform(endpoint_id)
    endpoint = WebhookEndpoint.find(endpoint_id)
    RestClient.get(endpoint.health_url)
  end
end
