# A project client class: `verify` is outbound, `parse` is not.
module Acme
  class IdentityClient
    def initialize(base_url)
      @base_url = base_url
    end

    def verify(token)
      RestClient.get("#{@base_url}/v1/me", authorization: token)
      true
    end

    def parse(token)
      token.split('.')
    end
  end
end
