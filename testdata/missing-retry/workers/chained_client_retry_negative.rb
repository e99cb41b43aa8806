# The retry middleware is configured in the constructor's block of the
# client built in place: the call is retried (see chained_client.rb).
require 'faraday'

class ResilientSubscriptionCheck
  def status(url)
    Faraday.new(url: url) { |f| f.request :retry, max: 3 }.get('/status')
  end
end
