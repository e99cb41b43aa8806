# A project whose job framework retries failed jobs. The jobs themselves
# are retried (not reported); a raw call in a service the jobs may call is
# reported at medium confidence: the job layer may be its retry.

# ActiveJob with retry_on: the job system retries the call.
class SyncPricesJob < ApplicationJob
  retry_on RestClient::ServiceUnavailable, wait: :polynomially_longer, attempts: 5

  def perform(sku)
    RestClient.get("https://prices.example.com/#{sku}")
  end
end

# Sidekiq retries failed jobs by default.
class ImportWorker
  include Sidekiq::Job

  def perform(id)
    HTTParty.post("https://imports.example.com/#{id}")
  end
end

class PriceFeed
  def latest(sku)
    RestClient.get("https://prices.example.com/feed/#{sku}") # expect: missing-retry@medium
  end
end
