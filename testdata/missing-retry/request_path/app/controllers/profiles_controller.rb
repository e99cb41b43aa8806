# A controller action: the person who sent the request sees the failure
# (a 502 page) and sends it again, so a missing retry is only medium.
class ProfilesController < ApplicationController
  def show
    response = Faraday.get("https://profiles.example.com/v1/#{params[:id]}") # expect: missing-retry@medium
    render json: JSON.parse(response.body)
  end
end
