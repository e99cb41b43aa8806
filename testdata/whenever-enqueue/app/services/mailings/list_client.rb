require "httparty"

# Enqueued by a scheduled sync: a failed page is fetched again on the next
# run, 20 minutes later.
module Mailings
  class ListClient
    def initialize(shop)
      @shop = shop
    end

    def contacts
      response = HTTParty.get("https://lists.example.com/v1/contacts", query: { list: @shop.list_id }) # expect: missing-retry@medium
      raise "contacts: #{response.code}" unless response.success?

      response.parsed_response
    end
  end
end
