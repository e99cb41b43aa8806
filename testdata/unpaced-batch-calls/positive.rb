# Shape of incident 002: a cron walks stale records and calls a remote service
# for each one, back to back.
module Acme
  module Cron
    class Site
      def self.flush_stale_area
        session = Acme::Users.internal.default_session
        return if session.blank?

        ::Site.stale_area.limit(30).find_each do |site| # expect: unpaced-batch-calls@medium
          Acme::Log.info("Flushing stale area for Site #{site.id}")
          if site.refresh_area(session: session)
            Acme::Log.info("Flushed Site #{site.id}")
          end
        end
      end

      def self.push_all(sites)
        sites.each do |site| # expect: unpaced-batch-calls@medium
          Acme::GeoService.area!(site_key: site.key)
        end
      end

      def self.upload(paths)
        for path in paths # expect: unpaced-batch-calls
          RestClient.put("https://files.example.com/#{File.basename(path)}", File.read(path))
        end
      end
    end
  end
end

class Site
  def refresh_area(session:)
    result = Acme::GeoService.area!(site_key: key, session: session)
    update!(area: result['total'])
  end
end
