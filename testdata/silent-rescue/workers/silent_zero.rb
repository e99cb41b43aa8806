# A zero returned from a catch-all is a default like `nil` or `[]`: a count or
# an amount of zero reads as a genuine "none", so the failure is hidden.
require "faraday"
require "json"

class FollowerStats
  def follower_count(handle)
    resp = Faraday.get("https://api.social.example/users/#{handle}")
    JSON.parse(resp.body)["followers"]
  rescue => e # expect: silent-rescue
    0
  end
end

class UploadUsage
  def disk_usage(path)
    Dir.glob(File.join(path, "**", "*")).sum { |f| File.size(f) }
  rescue StandardError # expect: silent-rescue@medium
    0
  end
end
