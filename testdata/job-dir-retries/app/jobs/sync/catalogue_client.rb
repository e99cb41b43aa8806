require "net/http"
require "json"

# A client kept beside the jobs that use it; the jobs reach it through a
# module they include, which the model does not resolve.
module Sync
  module CatalogueClient
    BASE = "https://catalogue.example.org/api/records"

    def fetch_page(page)
      JSON.parse(Net::HTTP.get(URI("#{BASE}?page=#{page}"))) # expect: missing-retry@medium
    end
  end
end
