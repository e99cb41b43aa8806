require 'faraday'

# A loop that drains a queue: it goes round while the last batch was
# non-empty and acknowledges every item (round 45 H11): not a poll.
class EventDrainer
  def drain
    conn = Faraday.new(url: 'https://events.example.com')
    batch = JSON.parse(conn.get('/pending').body)
    while batch.length > 0
      batch.each { |event| conn.post("/ack/#{event['id']}") }
      batch = JSON.parse(conn.get('/pending').body)
    end
  end
end
