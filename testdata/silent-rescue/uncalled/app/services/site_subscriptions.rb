require "rest-client"

class SiteSubscriptions
  def initialize(base_url, token)
    @base_url = base_url
    @token = token
  end

  # Nothing in the scan calls it: dead, or run by hand (medium); a PUT is
  # no yes/no probe.
  def subscribe_site(site_key)
    RestClient.put("#{@base_url}/api/v1/subscriptions", { site: site_key }.to_json, "x-auth" => @token)
    true
  rescue RestClient::ExceptionWithResponse => e # expect: silent-rescue@medium
    Rails.logger.error(e.response)
    false
  end
end
