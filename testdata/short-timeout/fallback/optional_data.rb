# A short budget on work the code can do without: the failure is rescued in
# the same method and replaced by a default. Reported at medium; the budget
# with no fallback stays high.
class Blog
  def self.latest_posts(feed_url)
    begin
      response = Typhoeus.get(feed_url, timeout: 1) # expect: short-timeout@medium
      JSON.parse(response.body).fetch("items")
    rescue StandardError
      []
    end
  end

  def self.charge_card(card_id, cents)
    response = Typhoeus.post("https://payments.example.com/charges", body: { card: card_id, cents: cents }, timeout: 1) # expect: short-timeout
    JSON.parse(response.body).fetch("id")
  end
end
