# A remote call guarded by a handler whose comment says the failure is tolerated ("best effort"): medium.
require 'faraday'

class Presence
  def ping(user_id)
    Faraday.put("https://presence.example.com/users/#{user_id}", { online: true }.to_json)
  rescue StandardError # best effort # expect: silent-rescue@medium
    nil
  end
end
