# Incident INC-2026-07-15-athena-poll-throttle, paraphrased: a cron that calls
# the service for every stale record back to back, and a rethrow that keeps
# only the message of the HTTP error.
module Acme
  module Cron
    class Facilities
      def self.flush_stale_sizes(session)
        ::Facility.stale_size.limit(30).find_each do |facility| # expect: unpaced-batch-calls
          Acme::VoxelService.captured_area!(facility_key: facility.key, session: session)
        end
      end
    end
  end

  class VoxelService
    def self.captured_area!(params)
      response = RestClient.put("#{ENV['VOXEL_URL']}/captured_area", params.to_json, content_type: :json) # expect: missing-retry
      JSON.parse(response.body)['results']
    rescue RestClient::Exception => e
      Acme::Logger.error("captured area failed: #{e.message}")
      raise Acme::Errors::System.new(code: 'SYS20000', reason: "captured area failed: #{e.message}") # expect: rethrow-drops-context
    end
  end
end
