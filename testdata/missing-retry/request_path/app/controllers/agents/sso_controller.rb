# A controller in an `agents` namespace serves requests: the `agents/`
# directory inside app/controllers is a namespace, not a worker directory.
module Agents
  class SsoController < ApplicationController
    def callback
      conn = Faraday.new(url: "https://login.example.com")
      response = conn.get("/userinfo") # expect: missing-retry@medium
      render json: JSON.parse(response.body)
    end
  end
end

