require 'net/http'

# The only caller tests the value handed back with a conditional
# expression: nil is "no sitemap" to it, by design (medium).
class SiteScan
  def scan(url)
    sitemap = fetch_sitemap(url)
    text = sitemap ? sitemap : ''
    { url: url, length: text.length }
  end

  private

  def fetch_sitemap(url)
    Net::HTTP.get(URI("#{url}/sitemap.xml"))
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("sitemap fetch failed: #{e.message}")
    nil
  end
end
