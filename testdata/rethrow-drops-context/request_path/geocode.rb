# No job, worker, consumer or retry logic above it (see geocode.py): medium.
require 'rest-client'

class Geocoder
  class Error < StandardError; end

  def search(address)
    RestClient.get('https://geo.example.com/v1/search', params: { q: address })
  rescue RestClient::ExceptionWithResponse => e
    raise Error, e.message # expect: rethrow-drops-context@medium
  end
end
