module Sync
  class ImportCatalogueJob < ApplicationJob
    include CatalogueClient

    def perform(page)
      Record.upsert_all(fetch_page(page))
    end
  end
end
