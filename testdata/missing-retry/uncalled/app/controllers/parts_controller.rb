class PartsController < ApplicationController
  def show
    send_data PartReader.new.read_part_chunk(params[:url])
  end
end
