# A client known by a memoized factory method (`@connection ||= Faraday.new`).
class Syncer
  def connection
    @connection ||= Faraday.new(url: 'https://api.example.com')
  end

  def sync(id)
    connection.post("/sync/#{id}")
  rescue StandardError => e # expect: silent-rescue
    Rails.logger.warn(e.message)
    false
  end
end
