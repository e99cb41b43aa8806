# A factory method's value is its last statement, not a commented-out line
# after it: calls through `scores_server` are Faraday requests.
class ScoresApi
  RETRY_COUNT = 5

  def score(rev_id)
    tries ||= RETRY_COUNT
    response = scores_server.post("/v1/models/score", { rev_id: rev_id }.to_json)
    JSON.parse(response.body)
  rescue StandardError => e
    tries -= 1
    retry unless tries.zero? # expect: retry-without-delay
    { error: e.message }
  end

  private

  def scores_server
    Faraday.new(url: "https://scores.example.org", headers: { "Content-Type": "application/json" })
    # connection.headers['User-Agent'] = 'scores-client'
  end
end
