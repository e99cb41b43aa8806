require "net/http"

class UpstreamRetryableError < StandardError; end
class GatewayRetryableError < StandardError; end

module ContentEventLogger
  # Nothing outside the specs raises UpstreamRetryableError: a dead retry path.
  def self.log_command(uri, payload)
    tries = 5
    begin
      Net::HTTP.post(uri, payload.to_json)
    rescue UpstreamRetryableError
      retry if (tries -= 1).positive? # expect: retry-without-delay@medium
      raise
    end
  end

  # GatewayRetryableError is raised right here on a 503.
  def self.forward(uri, payload)
    tries = 5
    begin
      response = Net::HTTP.post(uri, payload.to_json)
      raise GatewayRetryableError if response.code == "503"
      response
    rescue GatewayRetryableError
      retry if (tries -= 1).positive? # expect: retry-without-delay
      raise
    end
  end
end
