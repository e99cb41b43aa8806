# A search_after pagination loop over Elasticsearch: it tests the client's
# reader `success?` and the page size, not a remote status (not a poll).
class History
  def initialize
    @client = SearchClient.new
    @hits = []
  end

  def all_hits(query)
    loop do
      @client.search(query.merge(search_after: @after).compact)
      break unless @client.success?

      page = @client.raw_response.dig('hits', 'hits')
      @hits.concat(page)
      break if page.count < 10_000

      @after = page.last['sort']
    end
    @hits
  end
end
