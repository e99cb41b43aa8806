require 'net/http'
require 'json'

# Twin: the project's own transport for the carrier API.
module CarrierHttp
  BASE = URI('https://carrier.example.com')

  def self.request(method, path, body = nil)
    http = Net::HTTP.new(BASE.host, BASE.port)
    http.use_ssl = true
    http.send_request(method, path, body && body.to_json, 'Content-Type' => 'application/json')
  end
end
