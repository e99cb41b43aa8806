require "rest-client"

# Calls its own methods by a computed name: a method nothing names may
# still be called (medium, not raised as work nobody watches).
class SiteActions
  def initialize(base_url)
    @base_url = base_url
  end

  def run(action, site_key)
    send("do_#{action}", site_key)
  end

  def do_subscribe(site_key)
    RestClient.put("#{@base_url}/api/v1/subscriptions/#{site_key}", {}.to_json)
    true
  rescue RestClient::ExceptionWithResponse => e # expect: silent-rescue@medium
    Rails.logger.error(e.response)
    false
  end
end
