# Twins of silent_zero.rb: the failure is passed on, or logged with the error
# around local work (not a completely silent catch-all).
require "faraday"
require "json"

class FollowerStats
  class Unavailable < StandardError; end

  def follower_count(handle)
    resp = Faraday.get("https://api.social.example/users/#{handle}")
    JSON.parse(resp.body)["followers"]
  rescue Faraday::Error => e
    raise Unavailable, "followers of #{handle}: #{e.message}"
  end
end

class UploadUsage
  def disk_usage(path)
    Dir.glob(File.join(path, "**", "*")).sum { |f| File.size(f) }
  rescue StandardError => e
    Rails.logger.warn("disk usage of #{path} failed: #{e.class}: #{e.message}")
    0
  end
end
