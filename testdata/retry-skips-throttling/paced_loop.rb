require "httparty"

class ConfigureProcessing
  MAX_TRIES = 4

  # A loop that sends, sleeps and goes round is a retry whatever it is
  # called: the status test decides which failures are tried again.
  def configure(project_id)
    tries = 0
    loop do
      tries += 1
      resp = HTTParty.put("#{ENV['PHOTO_API']}/v3/projects/#{project_id}/options", body: "{}")
      return resp.parsed_response if resp.success?
      raise "configure failed: #{resp.code}" unless resp.code >= 500 && tries < MAX_TRIES # expect: retry-skips-throttling
      sleep(tries * 2)
    end
  end

  # 429 is among the statuses tried again.
  def configure_all(project_id)
    tries = 0
    loop do
      tries += 1
      resp = HTTParty.put("#{ENV['PHOTO_API']}/v3/projects/#{project_id}/all", body: "{}")
      return resp.parsed_response if resp.success?
      # 429 is tried again, but on the loop's own clock (the secondary finding).
      raise "configure failed: #{resp.code}" unless (resp.code == 429 || resp.code >= 500) && tries < MAX_TRIES # expect: retry-skips-throttling@medium
      sleep(tries * 2)
    end
  end
end
