require 'net/http'

class AssetsClient
  def initialize(base)
    @base = base
    @token = nil
  end

  def login
    res = Net::HTTP.post(URI("#{@base}/token"), '{"key":"k"}')
    @token = res.is_a?(Net::HTTPSuccess) ? JSON.parse(res.body)['token'] : nil
    !@token.nil?
  end

  # Goes round only after logging in again on a 401; anything else raises.
  def call(path)
    left = 3
    loop do
      uri = URI("#{@base}#{path}")
      res = Net::HTTP.get_response(uri, { 'Authorization' => "Bearer #{@token}" })
      return res if res.code == '200'
      raise "failed: #{res.code}" unless res.code == '401'
      raise 'cannot log in' unless login

      left -= 1
      raise 'unauthorized' if left.zero?
    end
  end
end

# A status retry with no delay: retry-without-delay's, not a poll.
def fetch_until_ok(uri)
  loop do # expect: retry-without-delay
    res = Net::HTTP.get_response(uri)
    return res if res.code == '200'
  end
end
