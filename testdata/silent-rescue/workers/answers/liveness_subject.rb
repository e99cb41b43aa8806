require "faraday"
require "json"

class MirrorStatus
  # Asks whether the named remote end is alive: "no" when it cannot be
  # reached is the answer.
  def mirror_reachable?(base_url)
    response = Faraday.get("#{base_url}/health")
    JSON.parse(response.body)["healthy"]
  rescue Faraday::Error => e # expect: silent-rescue@medium
    Rails.logger.warn("mirror health: #{e.message}")
    false
  end

  # Asks the remote end a domain question: "no" on a failure to reach it is
  # a wrong answer.
  def report_ready?(base_url, report_id)
    response = Faraday.get("#{base_url}/reports/#{report_id}")
    JSON.parse(response.body)["ready"]
  rescue Faraday::Error => e # expect: silent-rescue
    Rails.logger.warn("report status: #{e.message}")
    false
  end
end
