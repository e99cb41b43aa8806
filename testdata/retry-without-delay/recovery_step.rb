require 'faraday'

# The handler joins the channel (a remote call of its own) before posting
# again: a recovery step, not a blind repeat (medium).
class ChannelPoster
  class NotInChannel < StandardError; end

  def initialize(conn)
    @conn = Faraday.new('https://chat.example.com')
  end

  def post_message(channel, text)
    @conn.post('/api/chat.postMessage', channel: channel, text: text)
  rescue NotInChannel
    @conn.post('/api/conversations.join', channel: channel)
    post_message(channel, text) # expect: retry-without-delay@medium
  end

  # Called again at once with nothing done in between (high).
  def post_notice(channel, text)
    @conn.post('/api/chat.postMessage', channel: channel, text: text)
  rescue Faraday::ConnectionFailed
    post_notice(channel, text) # expect: retry-without-delay
  end
end
