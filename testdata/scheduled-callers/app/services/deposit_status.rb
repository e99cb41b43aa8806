require 'net/http'
require 'json'

# Called only from DoiPollJob, which the host's cron runs (its file says so):
# the missing retry costs one period, not the work (medium).
class DepositStatus
  def initialize(batch_id)
    @batch_id = batch_id
  end

  def fetch
    uri = URI("https://doi.example.org/deposits/#{@batch_id}")
    response = Net::HTTP.get_response(uri) # expect: missing-retry@medium
    raise "registry answered #{response.code}" unless response.is_a?(Net::HTTPSuccess)

    JSON.parse(response.body)
  end
end
