class Subscriptions
  def subscribe(url, payload)
    # Goes through the house client, which retries (lib/http_client.rb).
    Acme::HttpClient.put(url, payload.to_json, content_type: :json)
  end
end
