require 'faraday'

# A loop over alternative endpoints that stops at the first success: a
# failure answer or a caught failure goes on to the next one (a failover,
# not reported). A call sent to one fixed endpoint has no retry.
class GatewayReader
  GATEWAYS = ['https://gw1.example.com', 'https://gw2.example.com'].freeze

  def fetch_car(cid)
    GATEWAYS.each do |url|
      res = Faraday.get("#{url}/ipfs/#{cid}")
      return res.body if res.success?
    end
    nil
  end

  def fetch_block(cid)
    GATEWAYS.each do |host|
      begin
        res = Faraday.new(url: host) { |f| f.response :raise_error }.get("/block/#{cid}")
        return res.body
      rescue Faraday::Error => e
        Rails.logger.warn("gateway #{host} failed: #{e.message}")
      end
    end
    nil
  end

  def fetch_head(cid)
    res = Faraday.new(url: 'https://gw1.example.com') { |f| f.response :raise_error }.head("/ipfs/#{cid}") # expect: missing-retry
    res.headers['content-length'].to_i
  end
end
