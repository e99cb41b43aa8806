class ExportsController < ApplicationController
  def create
    ExportWorker.perform_async(params[:shop_id])
    head :accepted
  end
end
