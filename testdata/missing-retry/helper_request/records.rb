require 'sinatra'
require 'faraday'

UPSTREAM = Faraday.new(url: 'https://records.example.com')

def with_retries(attempts: 3)
  tries = 0
  begin
    tries += 1
    yield
  rescue Faraday::ServerError, Faraday::ConnectionFailed
    raise if tries >= attempts
    sleep(0.2 * (2**tries))
    retry
  end
end

get '/records' do
  with_retries { UPSTREAM.get('/v1/records') }.body
end

# A route block: whoever sent the request sees the failure.
get '/records/:id/export' do
  UPSTREAM.get("/v1/records/#{params[:id]}/export").body # expect: missing-retry@medium
end
