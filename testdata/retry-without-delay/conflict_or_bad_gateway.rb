# A 502 is retried at once beside the conflict and the timeout: the failing
# gateway is hit again in milliseconds.
require "gds_api/publishing_api"

module Linking
  class ExpandedLinks
    def self.fetch(api, content_id)
      api.get_expanded_links(content_id)
    rescue GdsApi::HTTPConflict, GdsApi::TimedOutException, GdsApi::HTTPBadGateway
      attempts ||= 0
      raise if attempts >= 3

      attempts += 1
      retry # expect: retry-without-delay
    end
  end
end
