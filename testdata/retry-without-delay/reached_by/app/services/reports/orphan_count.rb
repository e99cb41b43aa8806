module Reports
  class OrphanCount
    def count(ids)
      Reports::AncestorFinder.call(ids).count(&:empty?)
    end
  end
end
