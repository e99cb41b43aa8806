require 'faraday'

# Every action but `export` runs inside `with_upstream_retry`: the
# `around_action` callback wraps it, as a decorator would.
class RecordsController < ApplicationController
  around_action :with_upstream_retry, except: [:export]
  around_action :log_timing

  def show
    @record = upstream.get("/records/#{params[:id]}")
    render json: @record.body
  end

  def index
    @records = upstream.get('/records', page: params[:page])
    render json: @records.body
  end

  def export
    data = upstream.get("/records/#{params[:id]}/export") # expect: missing-retry@medium (a controller action: whoever sent the request sees the failure)
    send_data data.body
  end

  def refresh
    with_upstream_retry { upstream.post("/records/#{params[:id]}/refresh") }
    head :accepted
  end

  private

  def upstream
    @upstream ||= Faraday.new(url: 'https://records.example.com')
  end

  def log_timing
    started = Time.now
    yield
  ensure
    Rails.logger.info("took #{Time.now - started}s")
  end

  def with_upstream_retry
    attempts = 0
    begin
      attempts += 1
      yield
    rescue Faraday::ConnectionFailed, Faraday::ServerError
      raise if attempts >= 3

      sleep(2**attempts)
      retry
    end
  end
end
