# A boolean that answers only "sent" or "failed" (the sender returns true on
# every other path): the caller learns that the call failed, never why (high).
class ChatAgent
  def initialize(enabled, url)
    @enabled = enabled
    @url = url
  end

  def notify(text)
    return true unless @enabled

    begin
      Faraday.post(@url, { text: text }.to_json)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.error("chat notification failed: #{e.message}")
      return false
    end
    true
  end

  def deliver(text, opted_out)
    # A genuine false exists (the recipient opted out).
    return false if opted_out

    begin
      Faraday.post(@url, { text: text }.to_json)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.error("chat notification failed: #{e.message}")
      return false
    end
    true
  end
end
