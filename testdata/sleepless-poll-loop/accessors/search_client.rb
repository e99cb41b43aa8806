require 'elasticsearch'

# Most of its methods call Elasticsearch; `success?` and `raw_response` are
# readers of what the last call left behind (attr_reader and alias): local.
class SearchClient
  attr_reader :success, :raw_response
  alias success? success
  alias_method :ok?, :success

  def initialize
    @client = Elasticsearch::Client.new(host: 'search.example.com')
    @success = false
  end

  def search(query)
    @raw_response = @client.search(body: query)
    @success = true
  rescue Elasticsearch::Transport::Transport::Errors::BadRequest
    @success = false
  end

  def count(query)
    @raw_response = @client.count(body: query)
    @success = true
  end

  def health
    @client.cluster.health
  end
end
