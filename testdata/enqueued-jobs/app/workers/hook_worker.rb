require 'faraday'

# The worker's own request is judged where it is sent, inside the job
# Sidekiq retries.
class HookWorker
  include Sidekiq::Worker

  def perform(url, payload)
    Faraday.post(url, payload, { 'Content-Type' => 'application/json' })
  end
end
