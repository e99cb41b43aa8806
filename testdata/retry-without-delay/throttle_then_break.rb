require "net/http"

class ReservationFeed
  # Only a 429 goes round, after a wait; any other failure leaves the loop.
  # Not reported.
  def reservations_page(uri)
    items = nil
    4.times do |attempt|
      res = Net::HTTP.get_response(uri)
      if res.is_a?(Net::HTTPSuccess)
        items = JSON.parse(res.body)
        break
      end
      if res.code == "429"
        sleep(0.7 * (attempt + 1))
        next
      end
      Rails.logger.error("reservations page failed: #{res.code}")
      break
    end
    items
  end

  # A 502 falls to the end of the block and goes round at once.
  def guests_page(uri)
    4.times do |attempt| # expect: retry-without-delay
      res = Net::HTTP.get_response(uri)
      return JSON.parse(res.body) if res.is_a?(Net::HTTPSuccess)
      if res.code == "429"
        sleep(0.7 * (attempt + 1))
        next
      end
      Rails.logger.error("guests page failed: #{res.code}")
    end
    nil
  end
end
