require "faraday"

class Recipes
  # The caller turns the early abort into nothing after a POST: the recipe is
  # lost, not replaced (high).
  def create(name)
    connection.post("/api/recipes/v2", { recipe: name }.to_json)
    true
  rescue Faraday::Error => e
    Rails.logger.warn("recipe #{name} failed: #{e.message}")
    nil
  end

  # A read that falls back to nothing: the page renders without it (medium).
  def banner
    banner_connection.get("/banner").body
  rescue Faraday::Error
    nil
  end

  private

  def connection
    @connection ||= Faraday.new(url: ENV.fetch("RECIPES_URL"), request: { timeout: 1 }) # expect: short-timeout
  end

  def banner_connection
    @banner_connection ||= Faraday.new(url: ENV.fetch("BANNER_URL"), request: { timeout: 1 }) # expect: short-timeout@medium
  end
end
