require 'faraday'
require 'net/http'
require 'rest-client'

class IdentityGateway
  LOOKUP_TIMEOUT = 1 # expect: short-timeout

  def connection
    @connection ||= Faraday.new(url: 'https://identity.example.com', request: { timeout: 1, open_timeout: 0.5 }) # expect: short-timeout, short-timeout
  end

  def configured
    Faraday.new(url: 'https://identity.example.com') do |f|
      f.options.timeout = 1.5 # expect: short-timeout
    end
  end

  def fetch_me(token)
    RestClient::Request.execute(method: :get, url: 'https://identity.example.com/me', headers: { auth: token }, timeout: 1) # expect: short-timeout
  end

  def lookup(id)
    RestClient::Request.execute(method: :get, url: "https://identity.example.com/users/#{id}", timeout: LOOKUP_TIMEOUT)
  end

  def raw(uri)
    http = Net::HTTP.new(uri.host, uri.port)
    http.read_timeout = 1 # expect: short-timeout
    http.open_timeout = 1 # expect: short-timeout
    http.request(Net::HTTP::Get.new(uri))
  end

  def guarded(url)
    Timeout.timeout(1) do # expect: short-timeout
      RestClient.get(url)
    end
  end

  def profile(url, timeout: 1) # expect: short-timeout
    HTTParty.get(url, timeout: timeout)
  end

  def http_rb(url)
    HTTP.timeout(1).get(url) # expect: short-timeout
  end
end
