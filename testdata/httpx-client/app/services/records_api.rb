# httpx sends through a session built by chained calls; it retries only
# with its `retries` plugin.
class RecordsApi
  def self.list(base)
    client = HTTPX.with(headers: { "Authorization" => "Bearer #{ENV['TOKEN']}" })
    response = client.get("https://api.example.com/v0/#{base}") # expect: missing-retry@medium
    raise "records api error: #{response.status}" unless response.status == 200

    response.json
  end
end
