# A retry by recursion whose guarded part sleeps before its request: the
# recursive call enters the begin block again and waits first (not
# reported). Without that sleep it is reported.
require "net/http"

class Geocoding
  def locate(address, attempt = 0)
    return nil if attempt > 3

    begin
      sleep 1 # the provider allows one request per second
      Net::HTTP.get(URI("https://geo.example.com/search?q=#{address}"))
    rescue Timeout::Error, SocketError
      locate(address, attempt + 1)
    end
  end

  def locate_fast(address, attempt = 0)
    return nil if attempt > 3

    begin
      Net::HTTP.get(URI("https://geo.example.com/search?q=#{address}"))
      sleep 1
    rescue Timeout::Error, SocketError
      locate_fast(address, attempt + 1) # expect: retry-without-delay
    end
  end
end
