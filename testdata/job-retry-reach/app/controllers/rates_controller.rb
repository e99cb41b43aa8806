class RatesController < ApplicationController
  def show
    render json: ExchangeRates.new.latest(params[:currency])
  end
end
