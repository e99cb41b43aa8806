require 'httparty'

# `mirror.fetch(id)` inside the helper's block is another object's method:
# the file's own `fetch` is not called through `with_retries`.
class CatalogSync
  def initialize(mirror)
    @mirror = mirror
  end

  def fetch(id)
    HTTParty.get("https://catalog.example.com/items/#{id}") # expect: missing-retry@medium
  end

  def refresh(id)
    with_retries { HTTParty.get("https://catalog.example.com/items/#{id}/refresh") }
  end

  def sync(id)
    with_retries { @mirror.fetch(id) }
  end

  def with_retries(attempts: 3)
    yield
  rescue Net::ReadTimeout
    attempts -= 1
    sleep 1
    retry if attempts.positive?
    raise
  end
end
