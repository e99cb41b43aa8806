# Blocks at the top level of a file that registers with no service
# framework run as a script: whoever runs it sees the failure.
require 'net/http'

[1, 2].each do |page|
  Net::HTTP.get_response(URI("https://example.org/pages/#{page}"))
end

def get(path)
  yield path
end

get '/warmup' do |path|
  Net::HTTP.get_response(URI("https://example.org#{path}"))
end
