require "aws-sdk-s3"

class ManifestStore
  def initialize(bucket)
    @bucket = bucket
    @s3 = Aws::S3::Client.new(region: "eu-west-1")
  end

  # The AWS SDK retries each call with backoff before raising.
  def read(key)
    attempts = 0
    begin
      attempts += 1
      @s3.get_object(bucket: @bucket, key: key).body.read
    rescue StandardError
      retry if attempts < 3 # expect: retry-without-delay@medium
      raise
    end
  end

  def read_over_http(url)
    attempts = 0
    begin
      attempts += 1
      Faraday.get(url).body
    rescue StandardError
      retry if attempts < 3 # expect: retry-without-delay
      raise
    end
  end
end
