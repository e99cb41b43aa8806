require "aws-sdk-s3"

class ExportLinks
  # Signing a URL happens in process: a failure is a bad key or bucket
  # name, and signing again at once is no load on anyone.
  def download_link(key)
    attempts = 0
    begin
      Aws::S3::Presigner.new.presigned_url(:get_object, bucket: "exports", key: key)
    rescue Aws::Errors::ServiceError => e
      attempts += 1
      retry if attempts < 3
      raise e
    end
  end

  # The upload goes to S3: trying it again at once hammers it.
  def upload(key, body)
    attempts = 0
    begin
      Aws::S3::Client.new.put_object(bucket: "exports", key: key, body: body)
    rescue Aws::Errors::ServiceError => e
      attempts += 1
      retry if attempts < 3 # expect: retry-without-delay@medium
      raise e
    end
  end
end
