require 'aws-sdk-s3'

class KeyLister
  # The marker changes every round; the bucket the request is built on does
  # not. Walking pages is not polling.
  def keys(bucket_name, prefix)
    out = []
    marker = nil
    more = true
    while more
      page = Aws::S3::Bucket.new(bucket_name).client.list_objects(bucket: bucket_name, prefix: prefix, marker: marker)
      out.concat(page.contents.map(&:key))
      more = page.is_truncated
      marker = page.next_marker
    end
    out
  end
end
