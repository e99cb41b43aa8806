require "aws-sdk-s3"

# The handler calls a method of the class that builds a new client before
# the next attempt: the retry does something else, it does not hammer.
class DumpUploader
  def initialize(bucket)
    @bucket = bucket
    set_up_client
  end

  def upload(path)
    tries ||= 0
    begin
      @s3.put_object(bucket: @bucket, key: File.basename(path), body: File.read(path))
    rescue Aws::S3::Errors::ServiceError
      set_up_client
      retry if (tries += 1) < 3
      raise
    end
  end

  # The handler's own method only logs: the same client is hit again at once.
  def upload_logged(path)
    tries ||= 0
    begin
      @s3.put_object(bucket: @bucket, key: File.basename(path), body: File.read(path))
    rescue Aws::S3::Errors::ServiceError
      note_failure(path)
      retry if (tries += 1) < 3 # expect: retry-without-delay@medium
      raise
    end
  end

  private

  def set_up_client
    @s3 = Aws::S3::Client.new(region: "eu-west-2")
  end

  def note_failure(path)
    warn "upload of #{path} failed"
  end
end
