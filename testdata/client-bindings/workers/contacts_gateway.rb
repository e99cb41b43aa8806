require 'httparty'

# A class that includes HTTParty takes in its request verbs as class
# methods: `self.class.get(...)` in an instance method and `get(...)` in a
# class method send requests (round 58: two gateways a retry-less job calls
# were not reported).
class ContactsGateway
  include HTTParty
  format :json

  def initialize(host:, api_key:)
    self.class.base_uri host
    @options = { headers: { 'X-Api-Key' => api_key } }
  end

  def contacts_for(ref)
    response = self.class.get("/api/v1/tenancies/#{ref}/contacts", @options) # expect: missing-retry
    raise "contacts lookup failed: #{response.code}" unless response.success?

    response.parsed_response.fetch('contacts')
  end

  def self.lookup(path)
    get(path, timeout: 5) # expect: missing-retry
  end

  class << self
    def record_contact(path, body)
      post(path, body: body) # expect: missing-retry@medium
    end
  end

  # Not a request: a method of this class called `get` on something else.
  def cached(store, key)
    store.get(key)
  end
end
