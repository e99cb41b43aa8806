# The instance metadata service answers on the host itself, through a URL
# constant; a sidecar answers on localhost. Neither is a remote dependency.
require "faraday"

class InstanceFacts
  METADATA_URL = "http://169.254.169.254"
  API_URL = ENV.fetch("API_URL", nil) || "http://localhost:3000"

  def region(token)
    Faraday.get("#{METADATA_URL}/latest/meta-data/placement/region", nil,
                "X-aws-ec2-metadata-token" => token).body
  end

  def sidecar_config
    Faraday.get("http://localhost:15000/config_dump").body
  end

  # Only a fallback is local: in production the address comes from the
  # environment and is remote.
  def accounts
    Faraday.get("#{API_URL}/accounts").body # expect: missing-retry
  end
end
