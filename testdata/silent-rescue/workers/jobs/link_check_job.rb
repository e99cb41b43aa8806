# A yes/no reachability probe: the response is read only for its status,
# after the rescue, and a failure answers `false` like a 404 does. The
# failure is the answer (medium, whoever runs it).
require "net/http"

class LinkCheckJob
  include Sidekiq::Job

  def perform(record_id, url)
    Record.find(record_id).update!(broken_link: !valid_link?(url))
  end

  def valid_link?(url)
    begin
      uri = URI.parse(url)
      http = Net::HTTP.new(uri.host, uri.port)
      http.use_ssl = uri.scheme == "https"
      res = http.request(Net::HTTP::Get.new(uri.request_uri))
    rescue StandardError # expect: silent-rescue@medium
      return false
    end
    return false unless res.code.match(/200|301|302/)

    true
  end
end
