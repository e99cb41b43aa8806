# Names no client itself: it calls the constant another file binds.
class IdentityLookup
  def self.user(id)
    IDENTITY_API.get("/users/#{id}").body # expect: missing-retry@medium
  end

  def self.base
    IDENTITY_API.url_prefix.to_s
  end
end
