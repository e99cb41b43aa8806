# Reached from a rake task and from a Sidekiq job: the job runs unattended
# on every worker, so the immediate retry stays high.
module Sync
  class LinkFetcher
    def fetch(id)
      Services.publishing_api.get_links(id)
    rescue GdsApi::HTTPBadGateway
      attempts ||= 0
      raise if attempts >= 3

      attempts += 1
      retry # expect: retry-without-delay
    end
  end
end
