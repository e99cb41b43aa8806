# A paging loop that tests the next page's token but lists the same page every
# time: an answer with a second page loops forever.
require "aws-sdk-s3"

class ArchiveIndex
  def initialize
    @s3 = Aws::S3::Client.new
  end

  def keys(bucket)
    keys = []
    next_token = nil
    loop do # expect: sleepless-poll-loop
      resp = @s3.list_objects_v2(bucket: bucket, prefix: "archive/")
      keys.concat(resp.contents.map(&:key))
      next_token = resp.next_continuation_token
      break if next_token.nil?
    end
    keys
  end
end
