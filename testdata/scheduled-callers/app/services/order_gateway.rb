require 'net/http'

# Called from OrderPushJob, which no schedule runs again: high.
class OrderGateway
  def push(order_id)
    uri = URI("https://fulfilment.example.com/orders/#{order_id}/label")
    response = Net::HTTP.get_response(uri) # expect: missing-retry
    raise "fulfilment answered #{response.code}" unless response.is_a?(Net::HTTPSuccess)

    response.body
  end
end
