require 'faraday'

class CatalogClient
  def fetch_with_retry(path)
    attempts = 0
    begin
      attempts += 1
      Faraday.get("https://catalog.example.com/#{path}").body
    rescue Faraday::ServerError => e
      sleep(2**attempts)
      retry if e.response[:status] == 502 && attempts < 3 # expect: retry-skips-throttling
      raise
    end
  end

  def fetch_items_with_retry(path)
    attempts = 0
    begin
      attempts += 1
      Faraday.get("https://catalog.example.com/items/#{path}").body
    rescue Faraday::Error => e
      sleep(2**attempts)
      retry if (e.response[:status] == 502 || e.response[:status] == 429) && attempts < 3 # expect: retry-skips-throttling@medium
      raise
    end
  end
end
