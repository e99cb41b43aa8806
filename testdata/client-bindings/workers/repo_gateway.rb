require 'faraday'

# The client lives in an instance variable and is read through the reader
# `attr_reader` declares for it: `upstream.get` is a Faraday call (round 92:
# an Octokit client read this way was taken as remote from its name only).
class RepoGateway
  attr_reader :upstream, :cache

  def initialize(base_url)
    @upstream = Faraday.new(url: base_url)
    @cache = {}
  end

  def branches(repo)
    upstream.get("/repos/#{repo}/branches").body # expect: missing-retry
  end

  # A reader of a plain hash: no request.
  def cached(repo)
    cache.fetch(repo) { branches(repo) }
  end
end
