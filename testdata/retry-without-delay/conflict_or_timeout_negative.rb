# The handler catches a version conflict and timeouts only: after a
# conflict the links are read again and written at once (optimistic
# locking), and a timed-out attempt has already waited.
require "gds_api/publishing_api"

module Linking
  class LinkAdder
    def self.add(api, content_id, ids)
      current = api.get_links(content_id)
      links = (Array(current.dig("links", "taxons")) + ids).uniq
      api.patch_links(content_id, links: { taxons: links }, previous_version: current["version"])
    rescue GdsApi::HTTPConflict, GdsApi::HTTPGatewayTimeout, GdsApi::TimedOutException
      attempts ||= 0
      retry if (attempts += 1) < 3
      raise
    end
  end
end
