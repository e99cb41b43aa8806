require "http"

# An http.rb client built by a chain from a persistent connection is a
# client too (`HTTP.persistent(url).timeout(...)`).
class OssChainJob < ApplicationJob
  def perform(bucket, key, path)
    @http = HTTP.persistent(ENV.fetch("OSS_URL")).timeout(connect: 5, read: 120)
    res = @http.put("/oss/v2/buckets/#{bucket}/objects/#{key}", body: File.binread(path)) # expect: missing-retry
    raise "upload failed: #{res.status}" unless res.status.success?
  end
end
