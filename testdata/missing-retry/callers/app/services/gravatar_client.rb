require 'faraday'

class GravatarClient
  # Every caller rescues, logs and keeps the profile without an avatar.
  def fetch_profile(email_hash)
    Faraday.get("https://en.gravatar.com/#{email_hash}.json") # expect: missing-retry@medium
  end

  # ProfileRefresh#run lets the failure through.
  def fetch_avatar(email_hash)
    Faraday.get("https://www.gravatar.com/avatar/#{email_hash}?d=404") # expect: missing-retry
  end
end
