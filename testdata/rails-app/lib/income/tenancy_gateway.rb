# Service code of a Rails app under lib/ (the Gemfile names rails; the
# package.json beside it is the asset pipeline's and says nothing about the
# Ruby code).
module Income
  class TenancyGateway
    def initialize(host)
      @host = host
    end

    def tenancy(ref)
      uri = URI("#{@host}/tenancies/#{ref}")
      req = Net::HTTP::Get.new(uri)
      Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) } # expect: missing-retry@medium
    end
  end
end
