require "faraday"

class AccountGateway
  def initialize(base_url)
    @http = Faraday.new(url: base_url) { |f| f.response :raise_error }
  end

  def with_retries(attempts: 4)
    tries = 0
    begin
      yield
    rescue Faraday::ServerError, Faraday::ConnectionFailed
      tries += 1
      raise if tries >= attempts
      sleep(2**tries)
      retry
    end
  end

  def profile(id)
    with_retries { @http.get("/v1/accounts/#{id}") }.body
  end

  def sessions(id)
    @http.get("/v1/accounts/#{id}/sessions").body # expect: missing-retry
  end
end
