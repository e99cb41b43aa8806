require "net/http"

class DirectoryClient
  def lookup(path)
    attempts = 0
    begin
      Net::HTTP.get_response(URI("https://directory.example.org#{path}"))
    rescue OpenSSL::SSL::SSLError, Errno::ECONNRESET
      attempts += 1
      retry if attempts < 3 # expect: retry-without-delay@medium
      raise
    end
  end

  def lookup_any(path)
    attempts = 0
    begin
      Net::HTTP.get_response(URI("https://directory.example.org#{path}"))
    rescue Errno::ECONNRESET, Net::ReadTimeout, Net::HTTPBadResponse
      attempts += 1
      retry if attempts < 3 # expect: retry-without-delay
      raise
    end
  end
end
