# A cache client built from the redis gem is a datastore client: its calls
# are not HTTP requests, whatever the variable is called.
class CacheWorker
  def initialize(url)
    @client = Redis.new(url: url)
  end

  def start
    with_retries { @client.ping }
  end

  def remember(key, value)
    @client.set(key, value)
    @client.expire(key, 60)
  end

  private

  def with_retries(attempts: 3)
    tries = 0
    begin
      yield
    rescue Redis::CannotConnectError
      tries += 1
      raise if tries >= attempts
      sleep(2**tries)
      retry
    end
  end
end
