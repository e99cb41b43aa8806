require "rest-client"

class EnvironmentContent
  def initialize(environment_id, wanted)
    @environment_id = environment_id
    @wanted = wanted
  end

  def sync(output)
    output[:add_ids] = @wanted - existing_ids
    attempts = 0
    until output[:add_ids].empty?
      begin
        RestClient.post(content_url, output[:add_ids].to_json)
        break
      rescue RestClient::Conflict => e
        # Another writer added some of these ids first: ask again for the rest.
        raise e if (attempts += 1) == 4

        output[:add_ids] = @wanted - existing_ids
      end
    end
  end

  def existing_ids
    JSON.parse(RestClient.get(content_url)) # expect: missing-retry@medium
  end

  def content_url
    "https://entitlements.example.org/environments/#{@environment_id}/content"
  end
end
