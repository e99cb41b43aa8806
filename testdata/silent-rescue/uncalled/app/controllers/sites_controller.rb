class SitesController < ApplicationController
  def show
    render json: SiteLookup.new(ENV["SITES_URL"], current_user.token).lookup_site(params[:id])
  end
end
