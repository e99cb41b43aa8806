require 'net/http'
require 'json'

# Called only from StockSyncJob, which a recurring schedule runs: the
# missing retry costs one period, not the work (medium).
class WarehouseStock
  def levels
    uri = URI("https://warehouse.example.com/api/stock")
    response = Net::HTTP.get_response(uri) # expect: missing-retry@medium
    raise "warehouse answered #{response.code}" unless response.is_a?(Net::HTTPSuccess)

    JSON.parse(response.body)
  end
end
