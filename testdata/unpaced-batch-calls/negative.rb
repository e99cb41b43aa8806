module Acme
  class Refresher
    # Paced with a sleep.
    def self.refresh(sites)
      sites.find_each do |site|
        Acme::GeoService.area!(site_key: site.key)
        sleep 1
      end
    end

    # One job per item: the queue paces and retries.
    def self.enqueue(sites)
      sites.find_each do |site|
        RefreshAreaJob.perform_later(site.id)
      end
    end

    # Local work only.
    def self.rename(sites)
      sites.each do |site|
        site.update!(name: site.name.strip)
      end
    end

    # A call that does not depend on the item (hoistable, not a batch of calls).
    def self.names(kegs)
      kegs.each do |keg|
        puts keg if Acme::CatalogApi.names.include?(keg.name)
      end
    end

    # Pagination walks pages, not a batch of items.
    def self.pages
      (1..5).each do |page|
        RestClient.get("https://api.example.com/items?page=#{page}")
      end
    end

    # A constructor on a *Service constant is not a remote call.
    def self.build(names)
      names.each { |name| Acme::AppService.new(name) }
    end
  end
end
