require 'httparty'

# A recursive retry that passes the wait into the method, which sleeps on
# that parameter before the request: paced, not reported.
class JobsClient
  def fetch(path, retry_after = nil)
    sleep(retry_after) if retry_after
    HTTParty.get("https://jobs.example.com/#{path}")
  rescue Net::OpenTimeout
    fetch(path, 5) if retry_after.nil?
  end
end
