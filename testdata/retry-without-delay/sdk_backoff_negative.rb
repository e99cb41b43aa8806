require "aws-sdk-s3"

class ManifestStore
  def initialize(bucket)
    @bucket = bucket
    @s3 = Aws::S3::Client.new(region: "eu-west-1")
  end

  def read(key)
    attempts = 0
    begin
      attempts += 1
      @s3.get_object(bucket: @bucket, key: key).body.read
    rescue StandardError
      sleep(2**attempts)
      retry if attempts < 3
      raise
    end
  end
end
