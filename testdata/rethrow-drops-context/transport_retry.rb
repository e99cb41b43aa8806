require "faraday"
require "faraday/retry"

# The Faraday retry middleware retries inside the call, before the rescue
# sees the error: it is no reader of what the handler raises. With nothing
# above that decides on the status, the dropped status reaches a person as
# text (medium).
class DownloadError < StandardError; end

module Downloads
  def self.connection
    @connection ||= Faraday.new(url: "https://downloads.example.com") do |f|
      f.request :retry, max: 3, interval: 0.5, backoff_factor: 2
      f.response :raise_error
    end
  end

  def self.fetch(path)
    connection.get(path).body
  rescue Faraday::Error => e
    raise DownloadError, "download failed: #{e.message}" # expect: rethrow-drops-context@medium
  end
end
