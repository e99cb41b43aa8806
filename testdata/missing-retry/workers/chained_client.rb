# A verb on a client built in place (`Faraday.new(...).get`) is an outbound
# call like one on a client bound to a name; the retry middleware, if any,
# is in that constructor's block.
require 'faraday'

class SubscriptionCheck
  def status(url)
    Faraday.new(url: url).get('/status') # expect: missing-retry
  end
end
