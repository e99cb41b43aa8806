require "openssl"
require "socket"

class FrameReader
  def initialize(socket)
    @socket = socket
  end

  # The TLS stream has no complete record yet: read again, nothing is sent.
  def next_chunk
    @socket.read_nonblock(16_384)
  rescue IO::WaitReadable, OpenSSL::SSL::SSLErrorWaitReadable
    retry
  end
end

class SyslogForwarder
  def initialize(host, port)
    @host = host
    @port = port
    @socket = TCPSocket.new(host, port)
  end

  # A stale connection is replaced before the line is sent again.
  def forward(line)
    attempts = 0
    begin
      attempts += 1
      @socket.write(line)
    rescue Errno::EPIPE, Errno::ECONNRESET
      raise if attempts >= 3
      @socket.close
      @socket = TCPSocket.open(@host, @port)
      retry
    end
  end
end
