# Shape of incident 002: the HTTP status of a rescued RestClient error is
# dropped from the re-raised system error.
module Acme
  class GeoService
    def self.area!(params)
      response = RestClient.put("#{base_url}/area", params.to_json, headers)
      JSON.parse(response.body)
    rescue RestClient::Exception => e
      Acme::Log.error("area failed - error: #{e.message}")
      raise Acme::Errors::System.new(code: 'SYS100', reason: "area failed - error: #{e.message}") # expect: rethrow-drops-context
    end

    def self.tiles!(id)
      RestClient.get("#{base_url}/tiles/#{id}")
    rescue RestClient::ExceptionWithResponse => err
      raise TileError, err.response.body # expect: rethrow-drops-context
    end
  end
end

# Net::HTTP returns the response on any status: a catch-all around it sees
# only transport errors, which carry no status (medium).
module Acme
  class Spam
    def check(body)
      Net::HTTP.post(URI('https://spam.example.com/check'), body)
    rescue StandardError => e
      raise CheckError, "spam check failed: #{e.message}" # expect: rethrow-drops-context@medium
    end
  end
end
