require "net/http"

# The same class as file.rb, kept as a copy: retired, not reported.
class StoredFile
  def fetch_remote(url)
    Net::HTTP.get(URI(url))
  end

  def checksum(body)
    body.hash
  end

  def size(body)
    body.bytesize
  end
end
