module TariffDocs
  class Importer
    def call
      DocumentFetcher.new.call
    end
  end
end
