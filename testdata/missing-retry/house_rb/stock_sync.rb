# Calls the warehouse through the project's own transport module.
class StockSync
  def reserve(sku, qty)
    res = WarehouseHttp.request('PUT', "/stock/#{sku}/reservations", { qty: qty }) # expect: missing-retry@medium
    raise "reserve failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)
    res
  end
end
