require 'faraday'

class IdentityClient
  MAX_RETRY = 3

  def initialize
    @retry_count = 0
  end

  # Named like a credential refresh, but it asks for the same token again at once.
  def authenticate_service_account
    response = Faraday.post('https://id.example.com/token', grant_type: 'client_credentials')
    @token = JSON.parse(response.body)['access_token']
  rescue Faraday::ConnectionFailed
    raise unless MAX_RETRY > @retry_count

    @retry_count += 1
    authenticate_service_account # expect: retry-without-delay
  end

  # Logging in again before the next attempt changes what it sends.
  def list_users(attempt = 0)
    Faraday.get('https://id.example.com/users', nil, { 'Authorization' => @token }).body
  rescue Faraday::ConnectionFailed
    raise if attempt >= 1

    authenticate_service_account
    list_users(attempt + 1)
  end
end
