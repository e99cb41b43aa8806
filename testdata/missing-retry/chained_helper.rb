require 'retriable'

# The chain `VocabService.client.find_term_by_uri(uri)` is one request: one
# finding for it, not one more for `VocabService.client`.
class VocabularyTerms
  def create(props)
    Retriable.retriable on: [Faraday::ServerError], tries: 3, base_interval: 1 do
      VocabService.client.create_term(props)
    end
  end

  def lookup(uri)
    VocabService.client.find_term_by_uri(uri) # expect: missing-retry
  end
end
