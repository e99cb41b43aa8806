# Nothing unattended reaches this class (see profile.py): medium.
require 'faraday'

class AvatarLookup
  def url_for(user_id)
    response = Faraday.get("https://avatars.example.com/v1/users/#{user_id}")
    JSON.parse(response.body)['url']
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.warn("avatar lookup failed: #{e.message}")
    nil
  end
end
