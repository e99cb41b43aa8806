# A handler hands its caller a sentinel; refund_service.rb tests the value
# of `revoke` (medium) and uses the value of `owner_of` unchecked (high).
require "faraday"

class SeatRevoker
  def self.revoke(seat)
    Faraday.post("https://licenses.example.com/seats/#{seat.id}/revoke")
    true
  rescue Faraday::Error => e # expect: silent-rescue@medium
    Rails.logger.error(e.full_message)
    false
  end

  def self.owner_of(seat)
    JSON.parse(Faraday.get("https://licenses.example.com/seats/#{seat.id}").body)["owner"]
  rescue Faraday::Error => e # expect: silent-rescue
    Rails.logger.error(e.full_message)
    nil
  end
end
