require 'faraday'
require 'socket'

METADATA_URL = 'http://169.254.169.254/latest/'.freeze
BILLING_URL = 'https://billing.example.com/v1/'.freeze

class InstanceRegion
  # The metadata endpoint is one link away: a short budget is deliberate.
  def token
    url = METADATA_URL + 'api/token'
    Faraday.put(url, nil, 'X-aws-ec2-metadata-token-ttl-seconds' => '10') do |req|
      req.options.timeout = 0.5
    end
  end

  def sidecar
    sidecar_url = 'http://127.0.0.1:9901'
    Faraday.new(url: sidecar_url, request: { timeout: 0.3 }).get('/ready')
  end

  # A remote service named through a constant: reported.
  def invoice(id)
    Faraday.new(url: BILLING_URL, request: { timeout: 0.5 }).get(id) # expect: short-timeout
  end
end
