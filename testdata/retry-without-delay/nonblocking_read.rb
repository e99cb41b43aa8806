require "openssl"

class FrameWriter
  def initialize(socket)
    @socket = socket
  end

  def push(frame)
    attempts = 0
    begin
      attempts += 1
      @socket.write(frame)
      @socket.flush
    rescue Errno::ECONNRESET, OpenSSL::SSL::SSLError
      retry if attempts < 3 # expect: retry-without-delay
      raise
    end
  end
end
