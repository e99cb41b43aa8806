# Middleware registered on a connection (`conn.request :authorization`)
# sends nothing; the GET after it is the request.
class ProfileSyncJob < ApplicationJob
  def perform(token)
    conn = Faraday.new(url: "https://login.example.com")
    conn.request :authorization, :Bearer, token
    conn.response :raise_error
    conn.get("/userinfo") # expect: missing-retry
  end
end
