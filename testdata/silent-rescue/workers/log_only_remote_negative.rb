require 'rest-client'
require 'faraday'

# Twin: the failures are logged and re-raised.
class NotificationClient
  def subscribe(facility_key:)
    RestClient.put('https://notify.example.com/api/v1/subscriptions', { key: facility_key }.to_json)
    true
  rescue Exception => e
    Rails.logger.error(e)
    raise
  end

  def touch_recipe(recipe_id)
    conn = Faraday.new(url: 'https://notify.example.com')
    conn.put("/api/v1/recipes/#{recipe_id}/touch")
  rescue Errno::ECONNREFUSED, Faraday::ConnectionFailed => e
    Rails.logger.warn("recipe touch failed: #{e.message}")
    raise
  end
end
