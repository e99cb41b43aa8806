# Unattended code (a worker): a raw PUT whose failure is rethrown without its
# status is high.
require 'rest-client'

class AreaSync
  def push(id, body)
    RestClient.put("https://geo.example.com/v1/areas/#{id}", body.to_json) # expect: missing-retry
  rescue RestClient::Exception => e
    raise AreaError, e.message # expect: rethrow-drops-context
  end
end
