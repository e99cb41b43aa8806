require "net/http"
require "octokit"

class GithubProfile
  def initialize(token)
    @client = Octokit::Client.new(access_token: token)
    @status = Faraday.new(url: "https://status.example.com")
  end

  # Octokit sends through Faraday, whose adapter raises
  # Faraday::ConnectionFailed for a refused connection: this rescue never
  # sees the failure and the retry path may never run (medium).
  def orgs(login)
    @client.orgs(login)
  rescue Errno::ECONNREFUSED
    retry # expect: retry-without-delay@medium
  end

  def incidents
    @status.get("/incidents").body
  rescue SocketError, Errno::ECONNRESET
    retry # expect: retry-without-delay@medium
  end

  # Faraday's own class: the retry runs, at once (high).
  def components
    @status.get("/components").body
  rescue Faraday::ConnectionFailed
    retry # expect: retry-without-delay
  end

  # Net::HTTP raises Errno::ECONNREFUSED itself (high).
  def summary(host)
    Net::HTTP.get_response(URI("https://#{host}/status"))
  rescue Errno::ECONNREFUSED
    retry # expect: retry-without-delay
  end
end
