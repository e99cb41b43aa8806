# A class method that memoizes the client (`def self.client`) binds the
# bare `client` in the other class methods.
require 'faraday'

class ReportsApi
  def self.client
    @client ||= Faraday.new(url: ENV.fetch('REPORTS_URL')) { |f| f.response :raise_error }
  end

  def self.fetch(id)
    client.get("/reports/#{id}") # expect: missing-retry@medium
  end
end
