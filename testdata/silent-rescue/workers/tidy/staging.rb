require 'aws-sdk-s3'

# Best-effort clean-up: a rescue that guards only a delete and logs its
# failure is medium; a rescue around the work itself stays high.
class StagingArea
  def initialize
    @s3 = Aws::S3::Client.new
  end

  def promote(key)
    @s3.copy_object(bucket: 'final', key: key, copy_source: "staging/#{key}")
    delete_staged(key)
    key
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.error("promotion failed: #{e.message}")
    nil
  end

  def delete_staged(key)
    @s3.delete_object(bucket: 'staging', key: key)
  rescue StandardError => e # expect: silent-rescue@medium
    Rails.logger.error("could not delete the staged copy: #{e.message}")
  end
end
