require 'net/http'
require 'json'

# The service's own transport for the warehouse API.
module WarehouseHttp
  BASE = URI('https://warehouse.example.com')

  def self.request(method, path, body = nil)
    http = Net::HTTP.new(BASE.host, BASE.port)
    http.use_ssl = true
    http.send_request(method, path, body && body.to_json, 'Content-Type' => 'application/json')
  end
end
