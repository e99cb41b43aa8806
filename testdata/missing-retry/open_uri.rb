require 'open-uri'
require 'json'

# open-uri reads are outbound calls.
class FeedImporter
  def latest(feed_url)
    JSON.parse(URI.open(feed_url).read) # expect: missing-retry@medium
  end

  def manifest(base)
    URI.parse("#{base}/manifest.json").open.read # expect: missing-retry@medium
  end
end
