require 'open-uri'
require 'zlib'

# A handler that asks again with options merged over a literal override
# (`options.merge('Accept-Encoding' => 'identity')`) asks for something
# else: a fallback, not the same request (not reported). The same options
# again are a repeat (reported).
class PageFetcher
  def fetch(url, options = default_options)
    URI.open(url, options) { |f| f.read }
  rescue Zlib::DataError, Zlib::BufError
    fetch(url, default_options.merge('Accept-Encoding' => 'identity'))
  end

  def fetch_again(url, options = default_options)
    URI.open(url, options) { |f| f.read }
  rescue Errno::ECONNRESET
    fetch_again(url, default_options.merge(options)) # expect: retry-without-delay@medium
  end

  def default_options
    { 'User-Agent' => 'fetcher/1.0', read_timeout: 30 }
  end
end
