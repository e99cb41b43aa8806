require 'net/http'
require 'json'

# The only caller tests the returned nil with a modifier (`next unless
# data`): nil is "not yet" to the poll loop, which asks again after its
# sleep (medium).
class RenderFarm
  POLL_INTERVAL = 5

  def wait_for(job_ids)
    pending = job_ids.dup
    20.times do
      pending.each do |id|
        data = job_status(id)
        next unless data

        pending.delete(id) if data['status'] == 'done'
      end
      break if pending.empty?

      sleep(POLL_INTERVAL)
    end
  end

  private

  def job_status(id)
    response = Net::HTTP.get_response(URI("https://render.example.com/jobs/#{id}"))
    JSON.parse(response.body)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("status check failed for #{id}: #{e.message}")
    nil
  end
end
