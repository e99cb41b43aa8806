require 'faraday'

class Worker
  def drain(queue)
    queue.pop(timeout: 1)
  end

  def locked(mutex)
    Thread.new { work }.join(1)
  end

  def local_work
    Timeout.timeout(1) do
      compute_digest
    end
  end

  def sqs(client)
    client.change_message_visibility(visibility_timeout: 1)
  end

  def healthy
    Faraday.new(url: 'https://api.example.com', request: { timeout: 10, open_timeout: 3 })
  end

  def no_timeout
    Faraday.new(url: 'https://api.example.com', request: { timeout: 0 })
  end

  def cache
    Redis.new(url: ENV['REDIS_URL'], connect_timeout: 0.2, read_timeout: 0.5)
  end

  def job_step
    run_step(name: 'export', timeout: 1)
  end

  def config_value(settings)
    settings.timeout = 1
  end

  def from_config(url)
    RestClient::Request.execute(method: :get, url: url, timeout: ENV.fetch('TIMEOUT', 10).to_i)
  end
end

class PortProbe
  def open!(host, port)
    Timeout.timeout(1) { TCPSocket.new(host, port).close }
  end

  def metadata
    Net::HTTP.start('169.254.169.254', 80, open_timeout: 1, read_timeout: 1) { |h| h.get('/latest/meta-data/') }
  end
end
