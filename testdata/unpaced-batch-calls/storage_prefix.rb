# A remote client whose class name starts with a storage-like word is still
# remote: it is known by its type and by what its methods send.
require "faraday"

class StorageApiClient
  def initialize(base_url)
    @conn = Faraday.new(url: base_url)
  end

  def put_object(key, body)
    @conn.put("/objects/#{key}", body)
  end
end

class BackupExporter
  def initialize
    @storage_api_client = StorageApiClient.new(ENV.fetch("STORAGE_API_URL"))
  end

  def export_all(files)
    files.each do |f| # expect: unpaced-batch-calls
      @storage_api_client.put_object(f.key, f.body)
    end
  end
end
