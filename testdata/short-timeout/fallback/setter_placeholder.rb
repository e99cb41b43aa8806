require 'net/http'

# The 1 s budgets set on `https` bound the request made through it two lines
# later; the method's own rescue answers a placeholder (an empty image):
# fail fast, fall back (medium).
class AvatarFetcher
  def image_bytes(url)
    uri = URI.parse(url)
    https = Net::HTTP.new(uri.host, uri.port)
    https.use_ssl = true
    https.open_timeout = 1 # expect: short-timeout@medium
    https.read_timeout = 1 # expect: short-timeout@medium
    https.start { https.request(Net::HTTP::Get.new(uri)) }.body
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.info("avatar fetch failed: #{e.class}")
    ''
  end
end
