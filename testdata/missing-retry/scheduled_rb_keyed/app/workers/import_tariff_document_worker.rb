# Scheduled daily by its key in config/sidekiq.yml; Sidekiq retries are off,
# the next day's run is the retry. ImportTariffNoteWorker is not scheduled.
class ImportTariffDocumentWorker
  include Sidekiq::Worker

  sidekiq_options queue: :default, retry: false

  def perform
    TariffDocs::Importer.new.call
  end
end

class ImportTariffNoteWorker
  include Sidekiq::Worker

  sidekiq_options queue: :default, retry: false

  def perform(note_id)
    TariffDocs::NoteFetcher.new.fetch(note_id)
  end
end
