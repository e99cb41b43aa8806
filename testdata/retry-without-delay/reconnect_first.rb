require "excon"

class BookingClient
  def initialize(host)
    @connection = Excon.new(host, persistent: true, read_timeout: 5)
  end

  # A stale keep-alive socket: the helper drops the connection (or gives
  # up), and the retry runs on a fresh one.
  def post(path, body)
    JSON.parse(@connection.request(method: :post, path: path, body: body).body)
  rescue Excon::Error::Socket => e
    reset_or_raise(e)
    retry # expect: retry-without-delay@medium
  end

  # The handler resets the connection itself.
  def get(path)
    attempts = 0
    begin
      @connection.request(method: :get, path: path)
    rescue Excon::Error::Socket
      attempts += 1
      raise if attempts > 3
      @connection.reset
      retry # expect: retry-without-delay@medium
    end
  end

  # Nothing is reset: the same request is fired again at once.
  def delete(path)
    attempts = 0
    begin
      @connection.request(method: :delete, path: path)
    rescue Excon::Error::Socket, Excon::Error::Timeout
      attempts += 1
      raise if attempts > 3
      retry # expect: retry-without-delay
    end
  end

  private

  def reset_or_raise(error)
    raise error if @reset_once

    @reset_once = true
    @connection.reset
  end
end
