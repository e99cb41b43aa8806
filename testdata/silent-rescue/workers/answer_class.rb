require 'faraday'

class AssetClient
  def connection
    @connection ||= Faraday.new('https://assets.example.com') { |f| f.response :raise_error }
  end

  # Only 409 "already added" is rescued: a definite answer, not a transient
  # failure; timeouts and 5xx reach the caller (medium).
  def add_asset(path)
    connection.post("/assets/#{path}").body
  rescue Faraday::ConflictError # expect: silent-rescue@medium
    ''
  end

  # Every Faraday failure, timeouts and 5xx included, becomes an empty
  # answer (high).
  def remove_asset(path)
    connection.delete("/assets/#{path}").body
  rescue Faraday::Error # expect: silent-rescue
    ''
  end
end
