# A rake task run by hand: the immediate retry is a defect, but whoever runs
# the task sees the failure and runs it again (medium).
require "rest-client"

namespace :codes do
  task seed: :environment do
    attempts = 0
    begin
      puts RestClient.get("https://codes.example.org/all.json").body.size
    rescue RestClient::Exception, Errno::ECONNRESET
      attempts += 1
      retry if attempts < 3 # expect: retry-without-delay@medium
      raise
    end
  end
end
