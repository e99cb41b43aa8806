# Reached only from rake tasks, one directly and one through
# Reports::OrphanCount: an operator runs them and watches, so the
# immediate retry of a 502 is medium.
module Reports
  class AncestorFinder
    def self.call(ids)
      new.find_all(ids)
    end

    def find_all(ids)
      ids.map do |id|
        begin
          Services.publishing_api.get_expanded_links(id).to_h
        rescue GdsApi::HTTPBadGateway, GdsApi::HTTPServiceUnavailable
          attempts ||= 0
          raise if attempts >= 3

          attempts += 1
          retry # expect: retry-without-delay@medium
        end
      end
    end

    def depth(links)
      step = lambda do |taxon|
        taxon.nil? ? 0 : 1 + step.call(taxon["parent"])
      end
      step.call(links)
    end
  end
end
