require "rest-client"

class SiteLookup
  def initialize(base_url, token)
    @base_url = base_url
    @token = token
  end

  # Called from a controller (medium).
  def lookup_site(site_key)
    JSON.parse(RestClient.get("#{@base_url}/api/v1/sites/#{site_key}", "x-auth" => @token).body)
  rescue RestClient::ExceptionWithResponse => e # expect: silent-rescue@medium
    Rails.logger.error(e.response)
    nil
  end
end
