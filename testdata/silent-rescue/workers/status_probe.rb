# A connectivity check: the response is read only for its status, so a
# failure to reach the endpoint is the same answer as a non-2xx (medium).
class ProviderProbe
  def models_listed(base_url)
    response = search_models(base_url)
    response.status == 200
  rescue StandardError # expect: silent-rescue@medium
    false
  end

  def model_count(base_url)
    # The body is the answer: a failure is not a count of zero.
    response = search_models(base_url)
    JSON.parse(response.body).size
  rescue StandardError # expect: silent-rescue
    0
  end

  private

  def search_models(base_url)
    Faraday.post("#{base_url}/models/search", "{}")
  end
end
