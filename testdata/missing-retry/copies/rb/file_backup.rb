require "net/http"

# A model of its own beside file.rb (other definitions): code, reported.
class FileBackup
  def upload(url, body)
    Net::HTTP.post(URI(url), body) # expect: missing-retry@medium
  end
end
