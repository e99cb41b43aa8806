require 'faraday'

# Handlers whose method documentation, or the banner over the run of methods
# they belong to, says failures are tolerated (round 43 H7-H10): medium. A
# documentation that speaks of something else does not count.
class SearchIndexer
  URL = 'https://search.example.com'.freeze

  # Rebuild every doc. Best-effort: failures are logged, not raised, because
  # the nightly rebuild reconciles anything missed.
  def reindex_all(topics)
    Faraday.new(url: URL).post('/bulk', topics.to_json)
    true
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("bulk reindex failed: #{e.message}")
    false
  end

  # Send the topics to the index; archived topics are ignored.
  def reindex_archived(topics)
    Faraday.new(url: URL).post('/bulk', topics.reject(&:archived).to_json)
    true
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.error("archived reindex failed: #{e.message}")
    false
  end

  # Drop the cached doc of a topic. Returns false if the purge failed (an
  # HTTP error or a network exception). Does not raise: callers that need a
  # retry check the answer and raise themselves.
  def purge_topic(slug)
    Faraday.new(url: URL).delete("/cache/#{slug}")
    true
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("purge of #{slug} failed: #{e.message}")
    false
  end

  # Drop the cached doc of a book. Raises nothing the nightly job could use.
  def purge_book(title)
    Faraday.new(url: URL).delete("/cache/#{title}")
    true
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.error("purge of #{title} failed: #{e.message}")
    false
  end

  # -------------------------------------------------------------------------
  # Single-doc updates from the save hooks. All of these are best-effort:
  # they log and swallow failures, the nightly rebuild repairs what they miss.
  # -------------------------------------------------------------------------

  def index_topic(topic)
    Faraday.new(url: URL).put("/topic/#{topic.slug}", topic.doc.to_json)
    true
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("topic index failed: #{e.message}")
    false
  end

  def index_book(book)
    Faraday.new(url: URL).put("/book/#{book.title}", book.doc.to_json)
    true
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("book index failed: #{e.message}")
    false
  end
end
