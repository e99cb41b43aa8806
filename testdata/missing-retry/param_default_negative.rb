# A client held through a parameter default whose default retries
# (`f.request :retry`): the calls are retried.
require 'faraday'

class RetryingPagePusher
  def initialize(conn: Faraday.new(url: ENV.fetch('PAGES_URL')) { |f| f.request :retry, max: 4 })
    @conn = conn
  end

  def push(slug, body)
    @conn.put("/pages/#{slug}", body)
  end
end
