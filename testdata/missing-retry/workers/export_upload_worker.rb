# Retries turned off among other options: the framework does not retry this
# job, so nothing retries the upload.
class ExportUploadWorker
  include Sidekiq::Worker
  sidekiq_options queue: :exports, retry: false

  def perform(export_id)
    export = Export.find(export_id)
    response = Excon.put(export.signed_url, body: File.read(export.path)) # expect: missing-retry
    raise "upload failed #{response.status}" unless response.status == 200

    export.update!(uploaded: true)
  end
end
