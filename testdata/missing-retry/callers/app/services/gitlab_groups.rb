class GitlabGroups
  # Reached only through `list_for_token`, which only the settings
  # controller calls.
  def self.fetch_page(token, page)
    HTTParty.get( # expect: missing-retry@medium
      "https://gitlab.com/api/v4/groups",
      query: { page: page },
      headers: { "PRIVATE-TOKEN" => token }
    )
  end

  def self.list_for_token(token)
    fetch_page(token, 1)
  end
end
