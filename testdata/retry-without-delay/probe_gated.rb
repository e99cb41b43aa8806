require 'rsolr'

# The search index refused the connection: the query is sent again only
# when the index answers a ping first (medium: a dependency that is down is
# not hammered, only one that answers).
class SearchGateway
  def initialize(url)
    @solr = RSolr.connect(url: url)
  end

  def find(id)
    @solr.get('select', params: { q: "id:#{id}" })
  rescue RSolr::Error::ConnectionRefused
    if @solr.ping
      retry # expect: retry-without-delay@medium
    else
      nil
    end
  end

  def find_many(ids)
    @solr.get('select', params: { q: "id:(#{ids.join(' OR ')})" })
  rescue RSolr::Error::ConnectionRefused
    # No probe: the same query again at once.
    retry if ids.any? # expect: retry-without-delay
  end
end
