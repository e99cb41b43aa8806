require 'rest-client'
require 'faraday'

# Handlers around a resolved remote call that log and hand back a default:
# the failure is still swallowed (high, spec v3).
class NotificationClient
  def subscribe(facility_key:)
    RestClient.put('https://notify.example.com/api/v1/subscriptions', { key: facility_key }.to_json)
    true
  rescue Exception => e # expect: silent-rescue
    Rails.logger.error(e)
    false
  end

  def touch_recipe(recipe_id)
    conn = Faraday.new(url: 'https://notify.example.com')
    conn.put("/api/v1/recipes/#{recipe_id}/touch")
  rescue Errno::ECONNREFUSED, Faraday::ConnectionFailed => e # expect: silent-rescue
    Rails.logger.warn("recipe touch failed: #{e.message}")
    nil
  end
end
