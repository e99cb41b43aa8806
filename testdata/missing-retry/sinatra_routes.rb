# A Sinatra route block runs per request like a controller action, though
# no method encloses it: the call in it is reported (medium: the person who
# sent the request sees the failure).
require 'sinatra'
require 'net/http'
require 'json'

get '/rates/:base' do
  res = Net::HTTP.get_response(URI("#{ENV.fetch('RATES_URL')}/latest?base=#{params[:base]}")) # expect: missing-retry@medium
  halt 502 unless res.is_a?(Net::HTTPSuccess)
  JSON.parse(res.body).to_json
end

class LedgerApi < Sinatra::Base
  post '/entries' do
    uri = URI("#{ENV.fetch('LEDGER_URL')}/entries")
    res = Net::HTTP.post(uri, request.body.read, 'Content-Type' => 'application/json') # expect: missing-retry@medium
    status res.code.to_i
  end
end
