# The same call through a session with the retries plugin.
class RetryingApi
  def self.list(base)
    client = HTTPX.plugin(:retries, max_retries: 3).with(headers: { "Accept" => "application/json" })
    response = client.get("https://api.example.com/v0/#{base}")
    raise "records api error: #{response.status}" unless response.status == 200

    response.json
  end
end
