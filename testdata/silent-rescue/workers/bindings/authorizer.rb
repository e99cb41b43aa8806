# Receivers known by their binding (an instance variable, a memoized
# method), not by their names.
module Acme
  class Authorizer
    def initialize(url)
      @ids = Acme::IdentityClient.new(url)
    end

    def authorize(token)
      @ids.verify(token)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.error("identity check failed: #{e.message}")
      false
    end

    def backup
      @backup ||= IdentityClient.new('https://id.example.com')
    end

    def authorize_backup(token)
      backup.verify(token)
    rescue StandardError => e # expect: silent-rescue
      Rails.logger.warn(e.message)
      false
    end

    def segments(token)
      # `parse` is local work on the same client: not remote.
      @ids.parse(token)
    rescue StandardError => e
      Rails.logger.warn(e.message)
      nil
    end
  end
end
