# Dependencies injected with a default built in place (`x || Client.new`,
# `x.nil? ? Client.new : x`): the default is what runs in production, so the
# binding is the constructed client.
module Acme
  class Reporter
    def initialize(ids: nil, backup: nil, cache: nil)
      @ids = ids || Acme::IdentityClient.new('https://id.example.com')
      @backup = backup.nil? ? Acme::IdentityClient.new('https://backup.example.com') : backup
      @cache = cache || Hash.new
    end

    def allowed?(token)
      @ids.verify(token)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.warn("identity check failed: #{e.message}")
      false
    end

    def allowed_backup?(token)
      @backup.verify(token)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.warn("backup identity check failed: #{e.message}")
      false
    end

    def cached(key)
      # The fallback builds a Hash: local work, not remote.
      @cache.fetch(key)
    rescue StandardError => e
      Rails.logger.warn(e.message)
      nil
    end
  end
end
