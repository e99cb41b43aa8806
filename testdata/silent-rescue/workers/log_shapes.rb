require 'rest-client'

class AvatarSync
  def refresh_avatar(user_id)
    RestClient.post("https://profiles.example.com/users/#{user_id}/avatar/refresh", {})
  rescue StandardError => e # expect: silent-rescue@medium
    reason = "#{e.class}: #{e.message}"
    Rails.logger.error("avatar refresh failed for #{user_id}: #{reason}")
  end

  def prefs(user_id)
    JSON.parse(RestClient.get("https://profiles.example.com/users/#{user_id}/prefs"))
  rescue StandardError => e # expect: silent-rescue
    if e.respond_to?(:http_code) && e.http_code == 404
      Rails.logger.info("no prefs for #{user_id}")
    else
      Rails.logger.error("prefs lookup failed for #{user_id}: #{e.message}")
    end
    {}
  end
end
