require 'net/http'

class FaviconRefresher
  def refresh(site)
    site.favicon = fetch_favicon(site.url) rescue nil # expect: silent-rescue
    site.save!
  end

  private

  # The caller's rescue modifier keeps the site without a favicon.
  def fetch_favicon(url)
    Net::HTTP.get_response(URI("#{url}/favicon.ico")).body
  end
end
