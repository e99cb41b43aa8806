module Categorizer
  class CompanyDetails
    include JsonRequests

    def initialize(url)
      @url = url
    end

    def call
      json_post_request("https://companies.example.org/search", { url: @url })
    end
  end
end
