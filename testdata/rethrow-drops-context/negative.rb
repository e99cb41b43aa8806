module Acme
  class GeoService
    def self.area!(params)
      RestClient.put("#{base_url}/area", params.to_json, headers)
    rescue RestClient::Exception => e
      raise Acme::Errors::System.new(code: 'SYS100', status: e.http_code, reason: e.message)
    end

    def self.tiles!(id)
      RestClient.get("#{base_url}/tiles/#{id}")
    rescue RestClient::Exception => e
      raise TileError.new(e)
    end

    def self.ping
      RestClient.get("#{base_url}/ping")
    rescue RestClient::Exception
      raise
    end

    # Timeouts carry no status to lose.
    def self.slow
      Timeout.timeout(5) { compute }
    rescue Timeout::Error => e
      raise Timeout::Error, "slow: #{e.message}"
    end

    # Not an HTTP error.
    def self.parse(raw)
      JSON.parse(raw)
    rescue JSON::ParserError => e
      raise ArgumentError, "bad payload: #{e.message}"
    end
  end
end
