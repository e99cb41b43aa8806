# The caller calls a method of the returned value right away: `nil` fails it
# there (NoMethodError), so the failure is not silent.
require "faraday"

class ProfileSync
  def perform(user_id)
    profile = fetch_profile(user_id)
    store(profile.fetch("email"))
    avatar = fetch_avatar(user_id)
    store(avatar)
  end

  private

  def fetch_profile(user_id)
    Faraday.get("https://profiles.example.org/users/#{user_id}").body
  rescue Faraday::Error => e # expect: silent-rescue@medium
    Rails.logger.warn("profile fetch failed: #{e.message}")
    nil
  end

  def fetch_avatar(user_id)
    Faraday.get("https://profiles.example.org/avatars/#{user_id}").body
  rescue Faraday::Error => e # expect: silent-rescue
    Rails.logger.warn("avatar fetch failed: #{e.message}")
    nil
  end

  def store(value)
    (@stored ||= []) << value
  end
end
