# Same as comment_on_handler.rb, only the method is named ping.
require 'faraday'

class Presence
  def ping(user_id)
    Faraday.put("https://presence.example.com/users/#{user_id}", { online: true }.to_json)
  rescue StandardError # best effort # expect: silent-rescue
    nil
  end
end
