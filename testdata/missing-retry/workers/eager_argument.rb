require 'faraday'

# Lookups written as plain arguments of the retry helper run once, before
# the helper does: they are no evidence that the vault family is wrapped.
class DriveSync
  def initialize(signing_service, keys_api)
    @signing_service = signing_service
    @keys_api = keys_api
  end

  def list_root(token)
    request_with_retry('https://drive.example.com/root', 'Authorization' => "Bearer #{@signing_service.reveal(token)}")
  end

  def list_children(token, id)
    auth = @signing_service.reveal(token)
    request_with_retry("https://drive.example.com/items/#{id}", 'Authorization' => auth)
  end

  def rotate(token)
    with_retry { @keys_api.rotate(token) }
  end

  def rotate_now(token)
    @keys_api.rotate(token) # expect: missing-retry
  end

  def request_with_retry(url, headers)
    with_retry { Faraday.get(url, nil, headers) }
  end

  def with_retry(attempts: 5)
    yield
  rescue Faraday::Error
    attempts -= 1
    raise if attempts.zero?

    sleep 2**(5 - attempts)
    retry
  end
end
