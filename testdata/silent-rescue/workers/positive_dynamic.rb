# Dynamic dispatch of a verb on a known client (`HTTParty.send(verb, url)`).
class Forwarder
  def forward(verb, url, body)
    HTTParty.send(verb, url, body: body)
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.warn("forward failed: #{e.message}")
    nil
  end
end
