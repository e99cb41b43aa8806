# Twins of storage_prefix.rb: a real local datastore in a loop (Redis, an
# ActiveRecord model), and the same remote client paced between items.
require "faraday"
require "redis"

class StorageApiClient
  def initialize(base_url)
    @conn = Faraday.new(url: base_url)
  end

  def put_object(key, body)
    @conn.put("/objects/#{key}", body)
  end
end

class ExportBookkeeping
  def initialize
    @storage_cache = Redis.new(url: ENV.fetch("REDIS_URL", "redis://localhost:6379"))
    @storage_api_client = StorageApiClient.new(ENV.fetch("STORAGE_API_URL"))
  end

  def cached_sizes(files)
    files.map { |f| @storage_cache.get("size:#{f.key}") }
  end

  def mark_exported(files)
    files.each do |f|
      StoredObject.where(key: f.key).update_all(exported: true)
    end
  end

  def export_paced(files)
    files.each do |f|
      @storage_api_client.put_object(f.key, f.body)
      sleep 0.2
    end
  end
end
