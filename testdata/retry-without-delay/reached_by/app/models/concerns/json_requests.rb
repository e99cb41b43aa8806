# A concern with an immediate retry. One caller is a service a rake task
# runs by hand; the other is a mixin of the job importers, which calls the
# helper with no receiver and never names this module (the importer class
# includes both): not every caller is a command a person runs (high).
module JsonRequests
  def json_post_request(api_url, request_body = {}, max_retries = 2)
    retries = 0
    begin
      HTTParty.post(api_url, body: request_body.to_json, headers: { "Content-Type" => "application/json" })
    rescue Net::OpenTimeout, Errno::ECONNRESET
      if retries < max_retries
        retries += 1
        retry # expect: retry-without-delay
      end
      {}
    end
  end
end
