# A client held through a parameter default (`conn = Faraday.new(...)`) is
# that client unless a caller injects another; one whose default retries is
# retried.
require 'faraday'

class PagePusher
  def initialize(conn = Faraday.new(url: ENV.fetch('PAGES_URL')) { |f| f.response :raise_error })
    @conn = conn
  end

  def push(slug, body)
    @conn.put("/pages/#{slug}", body) # expect: missing-retry@medium
  end
end
