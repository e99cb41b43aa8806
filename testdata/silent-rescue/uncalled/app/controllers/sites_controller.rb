class SitesController < ApplicationController
  def show
    render json: SiteSubscriptions.new(ENV["SITES_URL"], current_user.token).lookup_site(params[:id])
  end
end
