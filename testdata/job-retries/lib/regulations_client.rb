require 'faraday'

# A client whose retry helper wraps most calls. The one call outside it runs
# only inside a Sidekiq worker, which retries failed jobs (round 45 H8):
# medium, the job may be its retry.
class RegulationsClient
  def documents(number)
    response = connection.get('documents', 'filter[frDocNum]' => number) # expect: missing-retry@medium
    JSON.parse(response.body).fetch('data')
  end

  def comments(document_id)
    request_with_retry { connection.get("comments/#{document_id}") }
  end

  private

  def connection
    @connection ||= Faraday.new(url: 'https://api.regulations.example.gov/v4')
  end

  def request_with_retry
    attempts = 0
    begin
      response = yield
      raise Faraday::ServerError, response.status if [429, 500, 502, 503, 504].include?(response.status)

      JSON.parse(response.body)
    rescue Faraday::ConnectionFailed, Faraday::ServerError
      attempts += 1
      sleep(2**attempts)
      retry if attempts < 3
      raise
    end
  end
end
