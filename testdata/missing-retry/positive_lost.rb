# High confidence: no retry here, and the failure path loses what a caller
# would need to retry it.
class AreaClient
  def captured_area!(params)
    RestClient.put("#{ENV['AREA_URL']}/captured_area", params.to_json) # expect: missing-retry@medium
  rescue RestClient::Exception => e
    raise AreaError, "captured area failed: #{e.message}"
  end

  def captured_area_with_status!(params)
    RestClient.put("#{ENV['AREA_URL']}/captured_area", params.to_json) # expect: missing-retry@medium
  rescue RestClient::Exception => e
    raise AreaError.new("captured area failed", status: e.http_code)
  end
end
