# Polls that read the response: a state in its body, or a readiness probe
# re-requested until it answers 2xx.
require "net/http"
require "json"

class ImportWatcher
  def wait_for_import(uri, import_id)
    http = Net::HTTP.new(uri.host, uri.port)
    req = Net::HTTP::Get.new("/imports/#{import_id}")
    loop do # expect: sleepless-poll-loop
      res = http.request(req)
      break if JSON.parse(res.body)["state"] == "finished"
    end
  end

  def wait_until_ready(base)
    loop do # expect: sleepless-poll-loop
      res = Net::HTTP.get_response(URI("#{base}/health"))
      break if res.is_a?(Net::HTTPSuccess)
    end
  end
end
