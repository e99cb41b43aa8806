class TenanciesController < ApplicationController
  def show
    @tenancy = Income::TenancyGateway.new(ENV.fetch('TENANCY_API_HOST')).tenancy(params[:id])
  end
end
