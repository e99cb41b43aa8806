require 'open-uri'
require 'json'

# Twin: local files and URI parsing only, no network.
class LocalFeedReader
  def latest(path)
    JSON.parse(File.open(path).read)
  end

  def manifest_host(base)
    URI.parse("#{base}/manifest.json").host
  end
end
