class PartsController < ApplicationController
  def show
    send_data PartStore.new.read_part_chunk(params[:url])
  end
end
