# A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium.
require 'faraday'

class Presence
  def ping(user_id)
    Faraday.put("https://presence.example.com/users/#{user_id}", { online: true }.to_json)
  rescue StandardError # best effort # expect: silent-rescue@medium
    nil
  end
end

# The comment says why the failure is only logged: it must not stop the worker.
def refresh_embeddings(barrier_id)
  Net::HTTP.post(URI("https://embeddings.example.com/barriers/#{barrier_id}"), "")
rescue StandardError => e # expect: silent-rescue@medium
  # we do not want a failed refresh to crash the worker, so just log it
  Rails.logger.error(e.message)
end
