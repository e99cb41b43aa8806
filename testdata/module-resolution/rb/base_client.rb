require "faraday"

class BaseClient
  def fetch(path)
    Faraday.get("#{base_url}#{path}") # expect: missing-retry@medium
  end
end
