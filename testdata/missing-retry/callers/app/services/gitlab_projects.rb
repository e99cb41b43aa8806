class GitlabProjects
  # Only the settings controller lists projects: the admin retries by hand.
  def self.list_for_token(token)
    HTTParty.get( # expect: missing-retry@medium
      "https://gitlab.com/api/v4/projects",
      headers: { "PRIVATE-TOKEN" => token }
    )
  end

  # The nightly mirror job calls this too.
  def self.fetch_mirror_state(token, id)
    HTTParty.get( # expect: missing-retry
      "https://gitlab.com/api/v4/projects/#{id}/remote_mirrors",
      headers: { "PRIVATE-TOKEN" => token }
    )
  end
end
