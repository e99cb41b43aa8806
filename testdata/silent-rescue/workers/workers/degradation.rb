# Unattended code (a worker directory): who sees the failure decides.
# A swallowed remote failure that the code degrades around on purpose is
# reported at medium; a negative answer or a method that ends as if it had
# succeeded stays high.
require 'faraday'

class ProfileSync
  def avatar_url(user)
    Faraday.get("https://gravatar.example.com/#{user.id}").body
  rescue Faraday::Error => e # expect: silent-rescue@medium
    Rails.logger.warn(e.message)
    '/images/default-avatar.png'
  end

  def sync_all(users)
    users.each do |user|
      Faraday.post("https://crm.example.com/users/#{user.id}")
    rescue Faraday::Error => e # expect: silent-rescue@medium
      Rails.logger.warn(e.message)
    end
  end

  def allowed?(user)
    Faraday.get("https://acl.example.com/#{user.id}")
    true
  rescue Faraday::Error => e # expect: silent-rescue
    # The named client class's message names the failure but it is still swallowed (high).
    Rails.logger.warn(e.message)
    false
  end

  def publish(event)
    Faraday.post('https://events.example.com', event.to_json)
  rescue Faraday::Error # expect: silent-rescue
    Rails.logger.warn('publish failed')
  end
end

class RevisionLookup
  # The class and the message are logged: still swallowed (high).
  def latest(url)
    Faraday.get(url).body
  rescue Faraday::Error => e # expect: silent-rescue
    Rails.logger.info("revision unresolvable: #{e.class} #{e.message}")
    nil
  end
end
