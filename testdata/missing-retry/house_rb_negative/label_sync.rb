require 'retriable'

# Twin: the only caller of the transport retries it.
class LabelSync
  def purchase(shipment_id)
    Retriable.retriable(on: [Net::ReadTimeout, Errno::ECONNRESET, RuntimeError], tries: 4, base_interval: 0.5) do
      res = CarrierHttp.request('PUT', "/shipments/#{shipment_id}/label")
      raise "label failed: #{res.code}" unless res.is_a?(Net::HTTPSuccess)
      res
    end
  end
end
